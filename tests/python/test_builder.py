"""The Python module: build a model from library parts, simulate it with
every solver, results as numpy views, replacements, variant points,
subsystems, blocks defined in Python, solver comparisons, errors."""
import math
import unittest

import numpy as np

import acausal


def drive(load_J=2.0):
    """The README's drive: sine torque -> motor -> gear -> spring -> load."""
    m = acausal.Model("drive")
    m.add("rotational.Fixed", "fixed")
    torque = m.add("rotational.Torque", "torque", use_support=True)
    motor = m.add("rotational.Inertia", "motor", J=0.1)
    gear = m.add("rotational.IdealGear", "gear", ratio=10, use_support=True)
    spring = m.add("rotational.Spring", "spring", c=1e4)
    load = m.add("rotational.Inertia", "load", J=load_J)
    sine = m.add("blocks.Sine", "sine", amplitude=10, f=5)
    m.connect(sine.y, torque.tau)
    m.connect(torque.flange, motor.flange_a)
    m.connect(motor.flange_b, gear.flange_a)
    m.connect(gear.flange_b, spring.flange_a)
    m.connect(spring.flange_b, load.flange_a)
    m.connect("torque.support", "fixed.flange")
    m.connect("gear.support", "fixed.flange")
    for name in ("load.phi", "load.w", "spring.phi_rel", "motor.w"):
        m.set_start(name, 0.0, fixed=True)
    return m


def damped_oscillator():
    """A mass on a spring and damper: m x'' + d x' + c x = 0, x(0) = 0.1."""
    m = acausal.Model("oscillator")
    m.add("translational.Fixed", "fixed")
    m.add("translational.Mass", "mass", m=2.0)
    m.add("translational.SpringDamper", "sd", c=50.0, d=2.0)
    m.connect("fixed.flange", "sd.flange_a")
    m.connect("sd.flange_b", "mass.flange_a")
    m.set_start("mass.s", 0.1, fixed=True)
    m.set_start("mass.v", 0.0, fixed=True)
    return m


def oscillator_exact(t):
    # x = e^{-zeta w t} (A cos wd t + B sin wd t), w^2 = c/m, zeta w = d/(2m)
    a = 2.0 / (2 * 2.0)
    wd = math.sqrt(50.0 / 2.0 - a * a)
    return np.exp(-a * t) * (0.1 * np.cos(wd * t) + 0.1 * a / wd * np.sin(wd * t))


class Builder(unittest.TestCase):
    def test_every_solver_against_the_closed_form(self):
        compiled = damped_oscillator().compile()
        # Two states: the speed, and one position (the structural analysis picks which).
        self.assertEqual(len(compiled.states), 2)
        self.assertIn("mass.v", compiled.states)
        sim = acausal.Simulation(compiled)
        errors = {}
        for solver in acausal.solvers():
            options = {"t_stop": 2.0, "interval": 0.01, "solver": solver, "rtol": 1e-9}
            if solver in ("rk4", "euler"):
                options["step"] = 1e-4 if solver == "rk4" else 1e-5
            r = sim.run(**options)
            errors[solver] = float(np.max(np.abs(r["mass.s"] - oscillator_exact(r.time))))
        print("max |x - exact| per solver:", {k: "%.2g" % v for k, v in errors.items()})
        self.assertEqual(set(errors), {"ida", "ida-ode", "cvode-bdf", "cvode-adams", "erk45", "erk78", "rk4", "euler"})
        for solver, e in errors.items():
            self.assertLess(e, 2e-5 if solver == "euler" else 1e-7, solver)

    def test_results_are_numpy_views_of_the_result_buffer(self):
        r = acausal.simulate(drive(), t_stop=0.5, interval=0.01, rtol=1e-8)
        self.assertEqual(r.rows, 51)
        self.assertEqual(r.values.shape, (51, len(r.names)))
        self.assertEqual(r.time.shape, (51,))
        w = r["load.w"]
        column = r.names.index("load.w")
        # No copy: the column is a strided view into the 2-D array, which views the Results.
        self.assertTrue(np.shares_memory(w, r.values))
        self.assertEqual(w.strides, (8 * len(r.names),))
        np.testing.assert_array_equal(w, r.values[:, column])
        self.assertFalse(w.flags.writeable)
        self.assertIsInstance(w.base, acausal.Results)  # the view holds the Results, not a copy
        self.assertIsInstance(r.values.base, acausal.Results)
        self.assertEqual(r.final("load.w"), w[-1])
        del r  # the arrays keep the Results alive
        self.assertTrue(np.all(np.isfinite(w)))
        self.assertGreater(np.max(np.abs(w)), 1e-3)

    def test_the_same_numbers_as_the_cpp_example(self):
        # examples/drive.cpp prints load.phi(1 s) for J = 2 and J = 4.
        sim = acausal.Simulation(drive().compile())
        r2 = sim.run(t_stop=1.0)
        sim.set_parameter("load.J", 4.0)
        r4 = sim.run(t_stop=1.0)
        self.assertNotAlmostEqual(r2.final("load.phi"), r4.final("load.phi"), places=4)
        m4 = drive(load_J=4.0)
        self.assertEqual(acausal.simulate(m4, t_stop=1.0).final("load.phi"), r4.final("load.phi"))

    def test_evaluated_parameters(self):
        # Folded into the equations: the same motion, a shorter residual, and
        # a set_parameter that cannot take effect is refused.
        tunable = damped_oscillator().compile()
        folded = damped_oscillator().compile(evaluate_parameters=True, tunable=["sd.d"])
        self.assertIn("parameters: 6, 5 evaluated", folded.report)  # Fixed.s0, Mass.L too
        r = acausal.Simulation(folded).run(t_stop=2.0, interval=0.01, rtol=1e-9)
        self.assertLess(float(np.max(np.abs(r["mass.s"] - oscillator_exact(r.time)))), 1e-7)
        self.assertEqual(len(folded.states), len(tunable.states))
        sim = acausal.Simulation(folded)
        sim.set_parameter("sd.d", 0.0)  # kept tunable: undamped now
        r0 = sim.run(t_stop=1.0, interval=0.01, rtol=1e-9)
        np.testing.assert_allclose(r0["mass.s"], 0.1 * np.cos(5.0 * r0.time), atol=1e-7)
        with self.assertRaisesRegex(acausal.ModelError, "'sd.c' was evaluated.*--tunable sd.c"):
            sim.set_parameter("sd.c", 10.0)
        with self.assertRaisesRegex(acausal.ModelError, "'sd.k' matches no parameter"):
            damped_oscillator().compile(evaluate_parameters=True, tunable=["sd.k"])

    def test_replace_and_parameters(self):
        m = drive()
        self.assertEqual(m.parameter("load.J"), 2.0)
        m.set_parameter("load.J", 3.0)
        rep = m.replace("spring", "rotational.SpringDamper", c=1e4, d=5)
        self.assertEqual(rep["old_type"], "Spring")
        self.assertEqual(rep["new_type"], "SpringDamper")
        self.assertEqual(m.component("spring").type_name, "SpringDamper")
        self.assertEqual(m.parameter("spring.d"), 5.0)
        r = acausal.simulate(m, t_stop=0.5, rtol=1e-8)
        self.assertIn("spring.lossPower", r.names)  # the damper's output
        self.assertGreater(np.max(r["spring.lossPower"]), 0.0)

    def test_variant_points_with_python_options(self):
        m = drive()

        def damped(model):
            model.replace("spring", "rotational.SpringDamper", c=1e4, d=20)

        m.declare_variant("coupling", {"spring": None, "damped": (damped, "with a damper")},
                          default="spring", description="the shaft")
        self.assertEqual(m.variant_points[0]["options"], ["spring", "damped"])
        m.select_variant("coupling=damped")
        self.assertEqual(m.variant_points[0]["selected"], "damped")
        self.assertEqual(m.parameter("spring.d"), 20.0)
        with self.assertRaisesRegex(acausal.ModelError, "has no option 'dampd'. Did you mean 'damped'"):
            m.select_variant("coupling", "dampd")

    def test_subsystem_built_in_python(self):
        m = drive()

        def braked_load(sub):
            sub.add("rotational.Inertia", "inertia", J=2.0)
            sub.add("rotational.Damper", "brake", d=1.0)
            sub.add("rotational.Fixed", "housing")
            sub.connect("inertia.flange_b", "brake.flange_a")
            sub.connect("brake.flange_b", "housing.flange")
            sub.expose("flange_a", "inertia.flange_a")

        m.replace_subsystem("load", braked_load)
        m.set_start("load.inertia.phi", 0.0, fixed=True)
        m.set_start("load.inertia.w", 0.0, fixed=True)
        r = acausal.simulate(m, t_stop=0.5, rtol=1e-8)
        self.assertIn("load.brake.lossPower", r.names)
        self.assertGreater(np.max(r["load.brake.lossPower"]), 0.0)

    def test_result_signals_from_variables(self):
        # Energy of the damped oscillator as an output: E = m v^2 / 2 + c s^2 / 2.
        m = damped_oscillator()
        v, s = m.var("mass.v"), m.var("sd.flange_b.s")
        m.output("E", 0.5 * 2.0 * v * v + 0.5 * 50.0 * s * s, unit="J")
        r = acausal.simulate(m, t_stop=1.0, interval=0.1, rtol=1e-10)
        self.assertAlmostEqual(r["E"][0], 0.5 * 50.0 * 0.01, places=12)
        np.testing.assert_allclose(r["E"], r["mass.v"] ** 2 + 25.0 * r["mass.s"] ** 2, atol=1e-12)
        self.assertLess(r.final("E"), 0.5 * r["E"][0])  # e^{-d t / m} = 0.37 of it is left
        with self.assertRaisesRegex(acausal.ModelError, "no variable 'mass.w'"):
            m.var("mass.w")
        with self.assertRaisesRegex(acausal.ModelError, "a result signal 'E' already"):
            m.output("E", v)

    def test_blocks_defined_in_python(self):
        # y = 2 u + sin(t) as symbolic expressions, and y = u^2 as a Python function.
        m = acausal.Model("blocks")
        m.add("blocks.Ramp", "ramp", height=1.0, duration=1.0)
        m.add("blocks.Expression", "expr", inputs=1, f=lambda u, t: [2 * u[0] + acausal.sin(t)])
        m.add("blocks.FunctionBlock", "square", inputs=1, outputs=1, f=lambda u: [u[0] * u[0]])
        m.connect("ramp.y", "expr.u")
        m.connect("ramp.y", "square.u")
        r = acausal.simulate(m, t_stop=1.0, interval=0.1)
        t = r.time
        np.testing.assert_allclose(r["expr.y"], 2 * t + np.sin(t), atol=1e-12)
        np.testing.assert_allclose(r["square.y"], t * t, atol=1e-12)

    def test_every_component_type_is_listed_with_its_options(self):
        types = acausal.component_types()
        packages = {t["package"] for t in types}
        self.assertEqual(packages, {"rotational", "translational", "multibody", "electrical",
                                    "polyphase", "power_converters", "drives", "blocks",
                                    "robotics", "thermal"})
        self.assertGreaterEqual(len(types), 190)
        inertia = acausal.component_type("rotational.Inertia")
        self.assertEqual(inertia["options"][0]["name"], "J")
        self.assertEqual(inertia["options"][0]["default"], "1")

    def test_table_and_choice_options_from_python(self):
        # A lossy gear (5-column loss table) between two inertias under a constant torque:
        # w_load(t) = T t / (J1 i + J2 / (i eta)).
        T, J1, J2, i, eta = 3.0, 0.2, 5.0, 4.0, 0.8
        m = acausal.Model("lossy")
        m.add("rotational.ConstantTorque", "torque", tau_constant=T)
        m.add("rotational.Inertia", "motor", J=J1)
        m.add("rotational.LossyGear", "gear", ratio=i, lossTable=[[0, eta, eta, 0, 0]])
        m.add("rotational.Inertia", "load", J=J2)
        m.connect("torque.flange", "motor.flange_a")
        m.connect("motor.flange_b", "gear.flange_a")
        m.connect("gear.flange_b", "load.flange_a")
        m.set_start("load.phi", 0.0, fixed=True)
        m.set_start("load.w", 0.0, fixed=True)
        r = acausal.simulate(m, t_stop=1.0, rtol=1e-8)
        self.assertAlmostEqual(r.final("load.w"), T / (J1 * i + J2 / (i * eta)), delta=1e-6)
        # A table with a column list and a choice: column 3 held after the last row.
        t = acausal.Model("table")
        t.add("blocks.CombiTimeTable", "table", table=[[0, 0, 1], [1, 10, 3]], columns=[3],
              extrapolation="hold_last_point")
        r = acausal.simulate(t, t_stop=2.0, interval=0.25)
        np.testing.assert_allclose(r["table.y[1]"], np.minimum(1 + 2 * r.time, 3), atol=1e-9)
        with self.assertRaisesRegex(acausal.ModelError, "rows \\(w, eta_mf1, eta_mf2"):
            m.add("rotational.LossyGear", "bad", lossTable=[[0, 1, 1]])

    def test_compare_formulations(self):
        out = acausal.compare(damped_oscillator().compile(), ["ida", "cvode-bdf", "erk45"],
                              t_stop=2.0, rtol=1e-8)
        self.assertEqual([r["solver"] for r in out["runs"]], ["ida", "cvode-bdf", "erk45"])
        self.assertEqual(out["runs"][0]["largest_deviation"], 0.0)
        for run in out["runs"][1:]:
            self.assertLess(run["largest_deviation"], 1e-5)
            self.assertGreater(run["statistics"]["steps"], 10)
        self.assertIn("cvode-bdf", out["table"])
        x = out["runs"][1]["results"]["mass.s"]
        self.assertLess(np.max(np.abs(x - oscillator_exact(out["runs"][1]["results"].time))), 1e-6)

    def test_errors_name_what_to_change(self):
        m = acausal.Model("bad")
        with self.assertRaisesRegex(acausal.ModelError, "Did you mean: 'rotational.Inertia'"):
            m.add("rotational.Inertai", "x")
        with self.assertRaisesRegex(acausal.ModelError, "has no option 'j'. Did you mean 'J'"):
            m.add("rotational.Inertia", "x", j=2)
        with self.assertRaisesRegex(acausal.ModelError, "parameter J = -1"):
            m.add("rotational.Inertia", "y", J=-1)
        inertia = m.add("rotational.Inertia", "z")
        with self.assertRaisesRegex(AttributeError, "no port or attribute 'flange_c'"):
            inertia.flange_c
        with self.assertRaisesRegex(acausal.ModelError, "unknown solver 'cvode'"):
            acausal.Simulation(damped_oscillator().compile()).run(solver="cvode")
        with self.assertRaisesRegex(acausal.ModelError, "solver rk4 needs step"):
            acausal.Simulation(damped_oscillator().compile()).run(solver="rk4")
        self.assertTrue(issubclass(acausal.ModelError, acausal.Error))


if __name__ == "__main__":
    unittest.main()
