"""Registered models from Python: the seed-000 twin against its reference
(seed 000 eq. (23)), its variant points, and a model registered from Python
run in a study."""
import math
import os
import tempfile
import unittest

import numpy as np

import acausal

THETA_R = np.radians([90, 90, 30, 90, 90, 90])  # seed 000 Sec. 3.3 reference displacements
T = 2.0


def cycloidal(t):
    s = np.clip(t / T, 0.0, 1.0)
    return np.outer(s - np.sin(2 * math.pi * s) / (2 * math.pi), THETA_R)


class Seed000Twin(unittest.TestCase):
    def test_ideal_twin_tracks_the_cycloidal_reference(self):
        names = [n for n, _ in acausal.models()]
        self.assertIn("Seed000.Twin.Ideal", names)
        model = acausal.build_model("Seed000.Twin.Ideal")
        r = acausal.Simulation(model.compile()).run(t_stop=1.0, interval=0.01, rtol=1e-8)
        q = np.column_stack([r["q[%d]" % i] for i in range(1, 7)])
        err = np.max(np.abs(q - cycloidal(r.time)))
        print("Seed000.Twin.Ideal from Python: max |q - theta| = %.3g rad over 1 s" % err)
        self.assertLess(err, 1e-6)
        self.assertGreater(np.max(np.abs(q[-1])), 0.5)  # the arm moved
        np.testing.assert_allclose(r["e[2]"], r["q_ref[2]"] - r["q[2]"], atol=1e-12)

    def test_mechanical_twin_with_a_variant_point(self):
        model = acausal.build_model("Seed000.Twin.Mechanical", {"friction": "stribeck"})
        points = {p["name"]: p["selected"] for p in model.variant_points}
        self.assertEqual(points["friction"], "stribeck")
        r = acausal.Simulation(model.compile()).run(t_stop=0.5, interval=0.01, rtol=1e-8)
        e = max(np.max(np.abs(r["e[%d]" % i])) for i in range(1, 7))
        print("Seed000.Twin.Mechanical (friction=stribeck): max |e| = %.3g rad over 0.5 s" % e)
        self.assertLess(e, 1e-6)  # the controller compensates the plant's own friction law
        self.assertIn("tau_motor[1]", r.names)


def python_oscillator():
    m = acausal.Model("Py.Oscillator")
    m.add("translational.Fixed", "fixed")
    m.add("translational.Mass", "mass", m=1.0)
    m.add("translational.Spring", "spring", c=100.0)
    m.connect("fixed.flange", "spring.flange_a")
    m.connect("spring.flange_b", "mass.flange_a")
    m.set_start("mass.s", 0.05, fixed=True)
    m.set_start("mass.v", 0.0, fixed=True)

    def damped(model):
        model.replace("spring", "translational.SpringDamper", c=100.0, d=4.0)

    m.declare_variant("suspension", {"spring": None, "damped": damped}, default="spring")
    return m


class Studies(unittest.TestCase):
    def test_a_python_model_in_a_study(self):
        acausal.register_model("Py.Oscillator", python_oscillator, "mass on a spring",
                               t_stop=2.0, interval=0.01, rtol=1e-9)
        self.assertIn("Py.Oscillator", [n for n, _ in acausal.models()])
        with tempfile.TemporaryDirectory() as out:
            study = os.path.join(out, "oscillator.yaml")
            with open(study, "w") as f:
                f.write("""study: oscillator
model: Py.Oscillator
variants:
  - name: spring
  - name: damped
    select: {suspension: damped}
  - name: stiff
    set: {spring.c: 400}
  - name: part_swap
    replace:
      spring: {part: translational.SpringDamper, set: {c: 100, d: 4}}
  - name: cvode
    solver: cvode-bdf
metrics:
  - name: peak_s
    peak_abs: mass.s
  - name: s_at_1
    value_at: mass.s
    t: 1.0
""")
            table = acausal.run_study(study, out=os.path.join(out, "result"), jobs=2)
        self.assertEqual(table["failed"], 0, table["rows"])
        rows = {row[0]: dict(zip(table["columns"], row)) for row in table["rows"]}
        # Undamped: s(1) = 0.05 cos(10); damped (zeta w = 2, wd = sqrt(96)): the closed form.
        self.assertAlmostEqual(float(rows["spring"]["s_at_1"]), 0.05 * math.cos(10.0), places=4)
        wd = math.sqrt(96.0)
        damped = 0.05 * math.exp(-2.0) * (math.cos(wd) + 2.0 / wd * math.sin(wd))
        self.assertAlmostEqual(float(rows["damped"]["s_at_1"]), damped, places=4)
        self.assertEqual(rows["part_swap"]["s_at_1"], rows["damped"]["s_at_1"])
        self.assertAlmostEqual(float(rows["stiff"]["s_at_1"]), 0.05 * math.cos(20.0), places=4)
        self.assertAlmostEqual(float(rows["cvode"]["s_at_1"]), 0.05 * math.cos(10.0), places=4)


if __name__ == "__main__":
    unittest.main()
