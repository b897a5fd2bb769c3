"""Runs every concrete `acausal ...` command of README.md and docs/*.md (issue
14: no uncaught exception ends a documented example). Each must exit 0, or 1
with an `error:` message (a file the page only names, such as run1.csv);
never 2 (an internal error), a signal or a hang. Commands that serve until
stopped, or take long (studies, the sampled drive levels), are left to their
own tests. Arguments: the acausal executable, the source folder, the shared
reference folder (for `../shared` in the pages)."""
import os
import pathlib
import re
import shlex
import subprocess
import sys
import tempfile

exe, root = os.path.abspath(sys.argv[1]), pathlib.Path(sys.argv[2]).resolve()
shared = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else str(root.parent / "shared")
LONG = ("--serve", "study ", "pmsm", "report-c11")

commands = []
for page in [root / "README.md"] + sorted((root / "docs").glob("*.md")):
    lines = page.read_text().split("\n")
    i = 0
    while i < len(lines):
        m = re.match(r"^\s*(?:\./build/apps/acausal|acausal) (\S.*)$", lines[i])
        if m:
            cmd = m.group(1)
            while cmd.rstrip().endswith("\\") and i + 1 < len(lines):
                i += 1
                cmd = cmd.rstrip()[:-1] + " " + lines[i].strip()
            cmd = re.sub(r"\s+#.*$", "", cmd).strip()
            cmd = re.sub(r"\s{2,}[a-z][a-z ]+$", "", cmd)  # usage lines: "list   models and ..."
            # Usage patterns (MODEL, FILE, [options], a|b) are not commands.
            placeholder = re.search(r"\b[A-Z]{4,}\b|\[|\||\.\.\.", cmd.replace("MG400", ""))
            if not placeholder and (page.name, cmd) not in commands:
                commands.append((page.name, cmd))
        i += 1

failures = []
ran = 0
with tempfile.TemporaryDirectory() as work:
    for link in ("studies", "models"):
        os.symlink(root / link, os.path.join(work, link))
    os.makedirs(os.path.join(work, "build"))
    os.makedirs(os.path.join(work, "docs", "figures"))
    with open(os.path.join(work, "robot.urdf"), "w") as f:
        f.write('<robot name="r"><link name="a"/></robot>\n')
    for page, cmd in commands:
        if any(k in cmd for k in LONG):
            continue
        ran += 1
        args = [a.replace("../shared", shared, 1) if a.startswith("../shared") else a
                for a in shlex.split(cmd)]
        try:
            p = subprocess.run([exe] + args, cwd=work, capture_output=True, text=True,
                               timeout=300)
        except subprocess.TimeoutExpired:
            failures.append(f"{page}: acausal {cmd}: no end within 300 s")
            continue
        ok = p.returncode == 0 or (p.returncode == 1 and p.stderr.startswith("error: "))
        print(f"{p.returncode}  {page}: acausal {cmd}")
        if not ok:
            failures.append(f"{page}: acausal {cmd}: exit {p.returncode}: {p.stderr[-400:]}")
if ran < 15:
    failures.append(f"only {ran} documented commands found: the extraction is broken")
if failures:
    sys.exit("\n".join(failures))
print(f"{ran} documented commands ran without a crash or an internal error")
