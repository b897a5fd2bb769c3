#!/usr/bin/env python3
"""Writes the seed corpus of fuzz/builder_api_fuzz.cpp (fuzz/corpus/builder_api/).

The harness reads its input as a program: one byte chooses the call (its
value modulo 10), the bytes after it its arguments. Types, options and paths
are written as "@text;" so that the seeds do not depend on the order of the
component-type list; numbers as 0xf0 followed by the 8 bytes of a double.
Run it again after changing the harness's byte layout:
    python3 fuzz/builder_api_seeds.py
"""
import os
import struct

ADD, CONNECT, SET_PARAMETER, SET_START, REPLACE, VARIANTS, SIMULATE = 0, 3, 4, 5, 6, 7, 9


def lit(text):
    return b"@" + text.encode() + b";"


def num(x):
    return b"\xf0" + struct.pack("<d", x)


def number_option(name, x):
    return lit(name) + b"\x00" + num(x)  # how = 0: a value of the option's kind


def flag_option(name, value):
    return lit(name) + b"\x00" + (b"\x00" if value else b"\x01")


def text_option(name, value):
    return lit(name) + b"\x06" + lit(value)  # how = 6: a text, also for a choice


def table_option(name, rows):
    # how = 0; the row count, then the column count less one, then the numbers
    out = lit(name) + b"\x00" + bytes([len(rows), len(rows[0]) - 1])
    for row in rows:
        out += b"".join(num(x) for x in row)
    return out


def integer_option(name, index):
    # how = 0, then an index into the harness's list of integers
    # (0, 1, 2, 3, 4, 6, -1, -3, 64, 1e15, 0.5, -2147483649)
    return lit(name) + b"\x00" + bytes([index])


def options(*opts):
    return bytes([len(opts)]) + b"".join(opts)


def add(type_name, *opts):
    # name byte 0: the component is called c<k>, k counting the adds
    return bytes([ADD]) + lit(type_name) + b"\x00" + options(*opts)


def connect(a, b):
    return bytes([CONNECT]) + lit(a) + lit(b)


def set_parameter(path, x):
    return bytes([SET_PARAMETER, 1]) + lit(path) + num(x)


def set_start(path, x, fixed=None):
    return bytes([SET_START]) + lit(path) + num(x) + bytes([0 if fixed is None else 1 if fixed else 2])


def replace(path, type_name, *opts, carry_all=False):
    return (bytes([REPLACE]) + lit(path) + lit(type_name) + options(*opts) +
            bytes([1 if carry_all else 0, 1]))  # 1: through a PartBuilder


def declare_variant(path, type_name, *opts):
    return bytes([VARIANTS, 0]) + lit(path) + lit(type_name) + options(*opts) + b"\x01\x01"


def select_variant(index):
    return bytes([VARIANTS, 1, 1, index, 1, 1])


def simulate(stop_index=0, solver_index=0, intervals=5):
    # no parameter set on the simulation, t_start = 0, stop from the harness's
    # list (0: 1e-3, 1: 1e-2), span / intervals, rtol 1e-6, atol 0, 100 steps
    # at most, a solver by index (0: ida, 1: cvode-bdf, ..., 5: rk4, 6: euler),
    # 50 fixed steps, the automatic linear solver, warm restarts.
    return bytes([SIMULATE, 0, 1, stop_index, 1, intervals - 1, 0, 1, 99, 0, solver_index, 49, 0,
                  1, 1])


SEEDS = {
    # First-like: sine torque on an inertia, a spring to a second one.
    "rotational_chain": add("blocks.Sine", number_option("amplitude", 10), number_option("f", 5))
    + add("rotational.Torque")
    + add("rotational.Inertia", number_option("J", 2))
    + add("rotational.Spring", number_option("c", 1e4))
    + add("rotational.Inertia")
    + connect("c0.y", "c1.tau")
    + connect("c1.flange", "c2.flange_a")
    + connect("c2.flange_b", "c3.flange_a")
    + connect("c3.flange_b", "c4.flange_a")
    + set_parameter("c4.J", 0.5)
    + set_start("c2.w", 1.0, True)
    + simulate(),
    # The same with the spring swapped, carrying everything, and an explicit solver.
    "rotational_replace": add("blocks.Sine")
    + add("rotational.Torque")
    + add("rotational.Inertia")
    + add("rotational.Spring")
    + add("rotational.Inertia")
    + connect("c0.y", "c1.tau")
    + connect("c1.flange", "c2.flange_a")
    + connect("c2.flange_b", "c3.flange_a")
    + connect("c3.flange_b", "c4.flange_a")
    + set_parameter("c3.c", 2e3)
    + replace("c3", "rotational.SpringDamper", number_option("d", 5), carry_all=True)
    + simulate(stop_index=1, solver_index=1),
    # An RC circuit driven by a step, with a fixed-step solver.
    "electrical_rc": add("blocks.Step", number_option("height", 5), number_option("start_time", 5e-4))
    + add("electrical.SignalVoltage")
    + add("electrical.Resistor", number_option("R", 100))
    + add("electrical.Capacitor", number_option("C", 1e-6))
    + add("electrical.Ground")
    + connect("c0.y", "c1.v")
    + connect("c1.p", "c2.p")
    + connect("c2.n", "c3.p")
    + connect("c3.n", "c1.n")
    + connect("c1.n", "c4.p")
    + simulate(solver_index=5),
    # A variant point that swaps a damper for a spring-damper, then selected.
    "variant_point": add("rotational.ConstantTorque", number_option("tau_constant", 1))
    + add("rotational.Inertia")
    + add("rotational.Damper", number_option("d", 2))
    + add("rotational.Fixed")
    + connect("c0.flange", "c1.flange_a")
    + connect("c1.flange_b", "c2.flange_a")
    + connect("c2.flange_b", "c3.flange")
    + declare_variant("c2", "rotational.SpringDamper", number_option("c", 100), number_option("d", 1))
    + select_variant(0)
    + simulate(),
    # Options of several kinds: a flag, a table, a choice.
    "options": add("rotational.ConstantTorque", number_option("tau_constant", 1),
                   flag_option("use_support", False))
    + add("rotational.Inertia")
    + add("rotational.LossyGear", number_option("ratio", 2), flag_option("use_support", False))
    + add("rotational.Inertia")
    + add("blocks.TimeTable", table_option("table", [[0, 0], [5e-4, 1], [1e-3, 0]]))
    + connect("c0.flange", "c1.flange_a")
    + connect("c1.flange_b", "c2.flange_a")
    + connect("c2.flange_b", "c3.flange_a")
    + set_start("c1.phi", 0.0, False)
    + simulate(solver_index=2),
    # Regressions: a run shorter than the time resolution (stop 1e-12: an
    # internal error before), a phase count past the int range (it wrapped).
    "run_below_time_resolution": add("rotational.ConstantTorque")
    + add("rotational.Inertia")
    + connect("c0.flange", "c1.flange_a")
    + simulate(stop_index=5),
    "phases_past_int": add("polyphase.Resistor", integer_option("m", 11))
    + add("polyphase.Resistor", integer_option("m", 8))
    + add("polyphase.Star")
    + connect("c1.plug_n", "c2.plug_p")
    + simulate(),
}

if __name__ == "__main__":
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus", "builder_api")
    os.makedirs(folder, exist_ok=True)
    for name, data in SEEDS.items():
        with open(os.path.join(folder, name), "wb") as f:
            f.write(data)
    print(f"{len(SEEDS)} seeds in {folder}")
