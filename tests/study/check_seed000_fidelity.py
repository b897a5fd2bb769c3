"""Checks the table of studies/seed000_fidelity.yaml (run with --variants
ideal,mechanical,mechanical_stribeck): the ideal arm and the mechanical arm
whose controller compensates the plant's own friction track eq. (23) to
within the solver tolerance; with the seed's Coulomb + viscous compensation
the uncompensated Stribeck hump holds the light wrist back (joint 6 lags by
more than a radian); motor torques are those of the motors, link torque /
n_r plus friction."""
import csv
import sys

rows = {r["variant"]: r for r in csv.DictReader(open(sys.argv[1]))}
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)


for v in ("ideal", "mechanical", "mechanical_stribeck"):
    check(v in rows, f"variant {v} missing")
    check(rows[v]["error"] == "", f"{v}: {rows[v]['error']}")
e = lambda v, i: float(rows[v][f"max_abs_e{i}"])
tau = lambda v, i: float(rows[v][f"peak_tau_motor{i}"])
for i in range(1, 7):
    check(e("ideal", i) < 1e-4, f"ideal e{i} = {e('ideal', i)}")
    check(e("mechanical_stribeck", i) < 1e-4, f"mechanical_stribeck e{i} = {e('mechanical_stribeck', i)}")
check(e("mechanical", 6) > 1.0, f"mechanical e6 = {e('mechanical', 6)} (the wrist should stick)")
# Joint 2 holds the arm: about 100 N.m at the link, 2.1 N.m at its motor (n_r = 50).
check(50 < tau("ideal", 2) < 200, f"ideal peak tau_motor2 = {tau('ideal', 2)}")
check(1.5 < tau("mechanical_stribeck", 2) < 4, f"mechanical peak tau_motor2 = {tau('mechanical_stribeck', 2)}")
if failures:
    print("FAILED:\n  " + "\n  ".join(failures))
    sys.exit(1)
print("seed000 fidelity table: all checks passed")
