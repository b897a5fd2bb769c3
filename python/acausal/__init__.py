"""acausal: equation-based acausal multi-domain modelling and simulation.

Build a model from the library's component types, connect ports by path,
compile it once and simulate it with any solver; results are numpy arrays
viewing the C++ result buffer (docs/python.md).

    import acausal
    m = acausal.Model("drive")
    motor = m.add("rotational.Inertia", "motor", J=0.1)
    ...
    r = acausal.simulate(m, t_stop=1.0, solver="cvode-bdf")
    r["load.w"]            # numpy view of one signal
"""
from ._core import (  # noqa: F401  (the public API)
    CompiledModel,
    Component,
    Error,
    Expr,
    InitializationError,
    Model,
    ModelError,
    Results,
    Simulation,
    SolverError,
    StructuralError,
    Subsystem,
    __version__,
    abs,
    atan,
    atan2,
    build_model,
    compare,
    component_types,
    cos,
    cosh,
    exp,
    greater,
    if_else,
    less,
    log,
    max,
    min,
    model_defaults,
    models,
    register_model,
    register_part,
    run_study,
    seed000_link_inertias,
    sin,
    sinh,
    solvers,
    sqrt,
    tan,
    tanh,
)
from . import _core


def simulate(model, **options):
    """Compiles `model` and runs it once; `options` as Simulation.run."""
    return Simulation(model.compile()).run(**options)


def run_registered(name, variants=None, **options):
    """Builds a registered model (acausal.models()), runs it with its own
    experiment updated by `options`, and returns its Results."""
    experiment = model_defaults(name)
    settings = {"t_start": experiment["t_start"], "t_stop": experiment["t_stop"],
                "rtol": experiment["rtol"], "solver": experiment["solver"]}
    if experiment["interval"] > 0:
        settings["interval"] = experiment["interval"]
    settings.update(options)
    return simulate(build_model(name, variants), **settings)


def component_type(name):
    """The options of one component type, as a dict (see component_types())."""
    for t in component_types():
        if t["name"] == name:
            return t
    raise ModelError("no component type '%s'" % name)


def _release_registrations():
    # Models registered from Python hold Python functions: let them go before
    # the interpreter does.
    _core._clear_registrations()


import atexit as _atexit

_atexit.register(_release_registrations)
