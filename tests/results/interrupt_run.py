"""Ctrl-C during `acausal run`: starts the run (argv: MAT file, then the
command), waits until rows are reaching the file, sends SIGINT, and checks
that the run stops with exit code 130 and leaves a MAT file that scipy reads,
holding the rows up to the stop."""
import os
import signal
import subprocess
import sys
import time

import scipy.io

path, command = sys.argv[1], sys.argv[2:]
if os.path.exists(path):
    os.remove(path)
run = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
# Rows are coming once the file has grown twice after it appeared (the header
# is written before the first row); only then is the Ctrl-C handler in place.
sizes = []
deadline = time.monotonic() + 600
while time.monotonic() < deadline and run.poll() is None:
    size = os.path.getsize(path) if os.path.exists(path) else -1
    if size > 0 and (not sizes or size > sizes[-1]):
        sizes.append(size)
    if len(sizes) >= 3:
        break
    time.sleep(0.05)
assert run.poll() is None, "the run ended before it could be interrupted:\n" + run.stdout.read()
run.send_signal(signal.SIGINT)
try:
    out, _ = run.communicate(timeout=120)
except subprocess.TimeoutExpired:
    run.kill()
    sys.exit("the run did not stop within 120 s of Ctrl-C")
assert run.returncode == 130, (run.returncode, out)
assert "stopped on request at t = " in out, out
mat = scipy.io.loadmat(path)
data2 = mat["data_2"]
rows = data2.shape[1]
assert rows > 10, rows
t = data2[0, :]
assert (t[1:] >= t[:-1]).all(), "time not monotonic"
print(f"stopped cleanly: {rows} rows up to t = {t[-1]:g} s, file read by scipy")
