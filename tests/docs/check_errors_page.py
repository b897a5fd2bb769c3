"""docs/errors.md names every error class the library throws, and the CLI
options it explains exist (issue 14: the page explains every error a user can
meet). Run with the source folder as the only argument."""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1])
page = (root / "docs" / "errors.md").read_text()
layers = ["core", "domains", "components", "solvers", "models", "apps", "kinematics",
          "dynamics", "studies", "urdf", "fmi", "viewer"]
thrown = {}
for layer in layers:
    for f in (root / layer).rglob("*.[ch]pp"):
        for name in re.findall(r"\bthrow\s+(?:acausal::)?((?:[A-Z]\w*)?Error)\s*[({]", f.read_text()):
            thrown.setdefault(name, f.relative_to(root))
missing = [f"{name} (thrown in {where})" for name, where in sorted(thrown.items())
           if f"`{name}`" not in page]
if len(thrown) < 6:
    sys.exit(f"found only {sorted(thrown)}: the scan of the sources is broken")
options = set(re.findall(r"`(--[a-z][a-z0-9-]*)", page))
cli = "".join(f.read_text() for f in (root / "apps").rglob("*.cpp"))
unknown = sorted(o for o in options if f'"{o}' not in cli)
if missing or unknown:
    sys.exit("docs/errors.md does not explain: " + "; ".join(missing) +
             ("" if not unknown else "; names options the CLI does not have: " + ", ".join(unknown)))
print(f"{len(thrown)} error classes explained: {', '.join(sorted(thrown))}; "
      f"{len(options)} CLI options named, all exist")
