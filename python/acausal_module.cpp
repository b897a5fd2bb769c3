// The Python module acausal._core (docs/python.md): the builder API over the
// component-type registry, compilation, simulation with every solver, solver
// comparisons, studies and the registered models; results come back as numpy
// arrays that view the Results buffer (no copy).
#include <pybind11/functional.h>
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <any>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "apps/study.hpp"
#include "core/compile/compiled_model.hpp"
#include "core/errors.hpp"
#include "core/expr/external_function.hpp"
#include "core/expr/print.hpp"
#include "core/model/names.hpp"
#include "dynamics/seed000_inertia.hpp"
#include "models/component_types.hpp"
#include "models/registry.hpp"
#include "solvers/comparison.hpp"
#include "solvers/explicit/ode_method.hpp"
#include "solvers/simulation.hpp"

namespace py = pybind11;
using namespace acausal;

namespace {

// ---------------------------------------------------------------------------
// Python objects kept by C++ (builders, callbacks): released with the GIL
// held, and not at all once the interpreter is gone.
class PyRef {
 public:
  explicit PyRef(py::object object) : object_(new py::object(std::move(object))) {}
  PyRef(const PyRef&) = delete;
  PyRef& operator=(const PyRef&) = delete;
  ~PyRef() {
    if (Py_IsInitialized()) {
      py::gil_scoped_acquire gil;
      delete object_;
    }  // else: leaked on purpose, the interpreter that owned it has ended
  }
  const py::object& get() const { return *object_; }

 private:
  py::object* object_;
};

// ---------------------------------------------------------------------------
// A model as Python sees it: owned (made in Python, or built from the
// registry) or borrowed (the model a variant option or builder is applied to).
struct PyModel {
  std::unique_ptr<Model> owned;
  Model* model = nullptr;
  std::string moved_to;  // set once the model was handed over (register_model)

  Model& get() const {
    if (model == nullptr)
      throw ModelError(moved_to.empty()
                           ? std::string("this model object is empty")
                           : fmt::format("this model was handed to {}; build a new one", moved_to));
    return *model;
  }
  static std::shared_ptr<PyModel> own(std::unique_ptr<Model> m) {
    auto p = std::make_shared<PyModel>();
    p->model = m.get();
    p->owned = std::move(m);
    return p;
  }
  static std::shared_ptr<PyModel> borrow(Model& m) {
    auto p = std::make_shared<PyModel>();
    p->model = &m;
    return p;
  }
};

// A component of a model (or of a subsystem under construction), by path.
struct PyComponent {
  py::object owner;  // keeps the model (or subsystem) object alive
  Component* root = nullptr;
  std::string path;  // relative to root

  Component& get() const {
    Component* c = path.empty() ? root : root->find_child(path);
    if (c == nullptr)
      throw ModelError(fmt::format("no component '{}' (was it replaced or removed?)", path));
    return *c;
  }
};

// A subsystem under construction (add_subsystem / replace_subsystem builders).
struct PySubsystem {
  Component* component = nullptr;
  Component& get() const {
    if (component == nullptr) throw ModelError("this subsystem is no longer under construction");
    return *component;
  }
};

// ---------------------------------------------------------------------------
// Options from keyword arguments.

std::vector<std::vector<double>> to_table(const py::handle& h) {
  std::vector<std::vector<double>> rows;
  for (const py::handle& row : py::reinterpret_borrow<py::iterable>(h)) {
    std::vector<double> r;
    for (const py::handle& x : py::reinterpret_borrow<py::iterable>(row))
      r.push_back(x.cast<double>());
    rows.push_back(std::move(r));
  }
  return rows;
}

bool is_sequence(const py::handle& h) {
  return py::isinstance<py::list>(h) || py::isinstance<py::tuple>(h) ||
         py::isinstance<py::array>(h);
}

FunctionBody python_function_body(const py::object& f, const std::string& what) {
  auto ref = std::make_shared<PyRef>(f);
  return [ref, what](std::span<const double> u, std::span<double> y) {
    py::gil_scoped_acquire gil;
    py::array_t<double> input(static_cast<py::ssize_t>(u.size()), u.data());
    py::object result = ref->get()(input);
    std::size_t k = 0;
    for (const py::handle& x : py::reinterpret_borrow<py::iterable>(result)) {
      if (k == y.size()) break;
      y[k++] = x.cast<double>();
    }
    if (k != y.size())
      throw ModelError(fmt::format("{} returned {} values, {} expected", what, k, y.size()));
  };
}

models::OptionValue option_value(const std::string& type, const std::string& name,
                                 const py::handle& h) {
  if (py::isinstance<py::bool_>(h)) return h.cast<bool>();
  if (py::isinstance<py::int_>(h) || py::isinstance<py::float_>(h)) return h.cast<double>();
  if (py::isinstance<py::str>(h)) return h.cast<std::string>();
  if (py::isinstance<py::array>(h)) {
    auto a = py::array_t<double, py::array::c_style | py::array::forcecast>::ensure(h);
    if (a.ndim() == 1) return std::vector<double>(a.data(), a.data() + a.size());
    if (a.ndim() == 2) return to_table(h);
  }
  if (is_sequence(h)) {
    const auto seq = py::reinterpret_borrow<py::sequence>(h);
    bool nested = false;
    for (const py::handle& x : seq) nested = nested || is_sequence(x);
    if (nested) return to_table(h);
    std::vector<double> v;
    for (const py::handle& x : seq) v.push_back(x.cast<double>());
    return v;
  }
  if (py::isinstance<py::function>(h) || py::hasattr(h, "__call__")) {
    const py::object f = py::reinterpret_borrow<py::object>(h);
    if (type == "blocks.FunctionBlock")
      return std::any(python_function_body(f, fmt::format("{} option {}", type, name)));
    if (type == "blocks.Expression" && name == "f") {
      auto ref = std::make_shared<PyRef>(f);
      std::function<std::vector<Expr>(std::span<const Expr>, Expr)> expression =
          [ref](std::span<const Expr> u, Expr t) {
            py::gil_scoped_acquire gil;
            py::list inputs;
            for (const Expr& e : u) inputs.append(py::cast(e));
            py::object result = ref->get()(inputs, py::cast(t));
            std::vector<Expr> out;
            for (const py::handle& x : py::reinterpret_borrow<py::iterable>(result))
              out.push_back(py::isinstance<Expr>(x) ? x.cast<Expr>() : Expr(x.cast<double>()));
            return out;
          };
      return std::any(expression);
    }
  }
  throw ModelError(fmt::format("{}: option '{}': cannot use a Python {} here", type, name,
                               py::str(h.get_type().attr("__name__")).cast<std::string>()));
}

models::Options options_from(const std::string& type, const py::kwargs& kwargs) {
  models::Options options;
  for (const auto& [key, value] : kwargs) {
    const std::string name = key.cast<std::string>();
    options.push_back({name, option_value(type, name, value)});
  }
  return options;
}

// ---------------------------------------------------------------------------
// Simulation options from keyword arguments.

SimulationOptions simulation_options(const py::kwargs& kwargs, SimulationOptions o = {}) {
  for (const auto& [key, value] : kwargs) {
    const std::string k = key.cast<std::string>();
    if (k == "t_start" || k == "start")
      o.t_start = value.cast<double>();
    else if (k == "t_stop" || k == "stop")
      o.t_stop = value.cast<double>();
    else if (k == "interval" || k == "output_interval")
      o.output_interval = value.cast<double>();
    else if (k == "rtol")
      o.rtol = value.cast<double>();
    else if (k == "atol")
      o.atol = value.cast<double>();
    else if (k == "solver")
      o.solver = value.cast<std::string>();
    else if (k == "step")
      o.step = value.cast<double>();
    else if (k == "max_steps")
      o.max_steps = value.cast<long>();
    else if (k == "signals")
      o.signals = value.cast<std::vector<std::string>>();
    else if (k == "event_rows")
      o.event_rows = value.cast<bool>();
    else if (k == "linear_solver") {
      const std::string s = value.cast<std::string>();
      if (s == "dense")
        o.linear_solver = solvers::LinearSolverChoice::dense;
      else if (s == "klu")
        o.linear_solver = solvers::LinearSolverChoice::klu;
      else if (s == "auto")
        o.linear_solver = solvers::LinearSolverChoice::automatic;
      else
        throw ModelError(fmt::format("linear_solver must be auto, dense or klu, got '{}'", s));
    } else {
      const std::vector<std::string> valid{"t_start", "t_stop",     "interval",     "rtol",
                                           "atol",    "solver",     "step",         "max_steps",
                                           "signals", "event_rows", "linear_solver"};
      throw ModelError(fmt::format("unknown simulation option '{}'.{} The options are: {}", k,
                                   did_you_mean(k, valid), join_names(valid)));
    }
  }
  const auto names = solvers::solver_names();
  if (o.solver != "ida" && std::find(names.begin(), names.end(), o.solver) == names.end())
    throw ModelError(fmt::format("unknown solver '{}'.{} The solvers are: ida, {}", o.solver,
                                 did_you_mean(o.solver, names), join_names(names)));
  if (solvers::is_fixed_step_name(o.solver) && !(o.step > 0))
    throw ModelError(fmt::format("solver {} needs step=H (a fixed step in s)", o.solver));
  return o;
}

py::dict statistics_dict(const solvers::SolverStatistics& s) {
  py::dict d;
  d["steps"] = s.steps;
  d["residual_evaluations"] = s.residual_evaluations;
  d["jacobian_evaluations"] = s.jacobian_evaluations;
  d["error_test_failures"] = s.error_test_failures;
  d["nonlinear_convergence_failures"] = s.nonlinear_convergence_failures;
  d["state_events"] = s.state_events;
  d["time_events"] = s.time_events;
  d["causal_fallbacks"] = s.causal_fallbacks;
  d["cpu_time"] = s.cpu_time;
  d["wall_time"] = s.wall_time;
  d["linear_solver"] = s.linear_solver;
  return d;
}

// ---------------------------------------------------------------------------
// Results as numpy views of the Results buffer.

py::array read_only(py::array a) {
  a.attr("setflags")(py::arg("write") = false);
  return a;
}

py::array results_values(const std::shared_ptr<Results>& r, const py::object& self) {
  const auto rows = static_cast<py::ssize_t>(r->rows());
  const auto cols = static_cast<py::ssize_t>(r->names().size());
  const auto s = static_cast<py::ssize_t>(sizeof(double));
  return read_only(
      py::array_t<double>({rows, cols}, {cols * s, s}, r->contiguous_data().data(), self));
}

py::array results_column(const std::shared_ptr<Results>& r, const py::object& self,
                         const std::string& name) {
  const int column = r->column(name);  // ModelError naming similar signals
  const auto rows = static_cast<py::ssize_t>(r->rows());
  const auto cols = static_cast<py::ssize_t>(r->names().size());
  const auto s = static_cast<py::ssize_t>(sizeof(double));
  const double* start =
      r->rows() > 0 ? r->contiguous_data().data() + column : r->contiguous_data().data();
  return read_only(py::array_t<double>({rows}, {cols * s}, start, self));
}

// ---------------------------------------------------------------------------
// Models registered from Python (for build_model and studies).

struct PythonRegistry {
  std::mutex mutex;
  std::vector<models::ModelEntry> models;
  std::vector<models::PartEntry> parts;
};

PythonRegistry& python_registry() {
  static auto* r = new PythonRegistry();  // never destroyed: may hold Python objects
  return *r;
}

models::Registry full_registry() {
  PythonRegistry& p = python_registry();
  std::lock_guard lock(p.mutex);
  return models::Registry::with_builtins(p.models, p.parts);
}

std::vector<models::VariantSelection> selections_from(const py::object& variants) {
  std::vector<models::VariantSelection> out;
  if (variants.is_none()) return out;
  if (py::isinstance<py::dict>(variants)) {
    for (const auto& [k, v] : variants.cast<py::dict>())
      out.push_back({k.cast<std::string>(), v.cast<std::string>()});
    return out;
  }
  for (const py::handle& s : py::reinterpret_borrow<py::iterable>(variants))
    out.push_back(models::parse_variant_selection(s.cast<std::string>()));
  return out;
}

std::unique_ptr<Model> take_model(const py::object& result, const std::string& who) {
  auto model = result.cast<std::shared_ptr<PyModel>>();
  if (!model->owned)
    throw ModelError(fmt::format("{} must return a new acausal.Model it owns", who));
  model->model = nullptr;
  model->moved_to = who;
  return std::move(model->owned);
}

StateSelect state_select_from(const std::string& s) {
  if (s == "never") return StateSelect::Never;
  if (s == "avoid") return StateSelect::Avoid;
  if (s == "default") return StateSelect::Default;
  if (s == "prefer") return StateSelect::Prefer;
  if (s == "always") return StateSelect::Always;
  throw ModelError(
      fmt::format("state_select must be never, avoid, default, prefer or always, got '{}'", s));
}

py::dict replacement_dict(const Replacement& r) {
  py::dict d;
  d["path"] = r.path;
  d["old_type"] = r.old_type;
  d["new_type"] = r.new_type;
  d["carried"] = r.carried;
  d["dropped"] = r.dropped;
  return d;
}

// A subsystem whose contents a Python function builds (in the constructor,
// when the component's own ports and children can still be declared).
class PythonSubsystem : public Component {
 public:
  static constexpr const char* kTypeName = "Subsystem";
  PythonSubsystem(ComponentContext ctx, const std::shared_ptr<PyRef>& build)
      : Component(std::move(ctx)) {
    py::gil_scoped_acquire gil;
    auto handle = std::make_shared<PySubsystem>();
    handle->component = this;
    try {
      build->get()(handle);
    } catch (...) {
      handle->component = nullptr;
      throw;
    }
    handle->component = nullptr;
  }
};

PartBuilder subsystem_builder(const py::object& build) {
  return part<PythonSubsystem>(std::make_shared<PyRef>(build));
}

template <class Owner>
py::object add_component_to(Component& parent, const py::object& owner, const std::string& type,
                            const std::string& name, const py::kwargs& kwargs) {
  models::add_component(parent, type, name, options_from(type, kwargs));
  return py::cast(PyComponent{owner, &parent, name});
}

// The variable at `path` ("joint1.phi", "reference.q[1]", "inertia.flange_a.tau"): the longest
// component prefix owns it.
Expr variable_at(const Component& root, const std::string& path, const std::string& model_name) {
  for (std::size_t dot = path.rfind('.'); dot != std::string::npos && dot > 0;
       dot = path.rfind('.', dot - 1)) {
    Component* owner = root.find_child(path.substr(0, dot));
    if (owner == nullptr) continue;
    for (const VariableDecl& v : owner->variables())
      if (v.path == owner->child_path(path.substr(dot + 1))) return v.symbol;
  }
  for (const VariableDecl& v : root.variables())
    if (v.path == root.child_path(path)) return v.symbol;
  throw ModelError(fmt::format(
      "no variable '{}' in model '{}'; give a component's path and one of its variables, e.g. "
      "'joint1.phi' (Component.variables lists them)",
      path, model_name));
}

py::list port_names(const Component& c) {
  py::list out;
  for (const Port& p : c.ports()) out.append(p.name());
  return out;
}

}  // namespace

PYBIND11_MODULE(_core, m) {
  m.doc() = "acausal: equation-based acausal multi-domain modelling (C++ core)";
  m.attr("__version__") = ACAUSAL_VERSION;

  // Library errors become Python exceptions of matching kinds.
  static py::exception<Error> error(m, "Error");
  static py::exception<ModelError> model_error(m, "ModelError", error.ptr());
  static py::exception<StructuralError> structural_error(m, "StructuralError", error.ptr());
  static py::exception<InitializationError> init_error(m, "InitializationError", error.ptr());
  static py::exception<SolverError> solver_error(m, "SolverError", error.ptr());
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const ModelError& e) {
      PyErr_SetString(model_error.ptr(), e.what());
    } catch (const StructuralError& e) {
      PyErr_SetString(structural_error.ptr(), e.what());
    } catch (const InitializationError& e) {
      PyErr_SetString(init_error.ptr(), e.what());
    } catch (const SolverError& e) {
      PyErr_SetString(solver_error.ptr(), e.what());
    } catch (const Error& e) {
      PyErr_SetString(error.ptr(), e.what());
    }
  });

  // ---- symbolic expressions (for blocks.Expression) ----
  py::class_<Expr>(m, "Expr", "a symbolic expression (inputs and time of a blocks.Expression)")
      .def(py::init<double>())
      .def(
          "__add__", [](const Expr& a, const Expr& b) { return a + b; }, py::is_operator())
      .def(
          "__radd__", [](const Expr& a, double b) { return Expr(b) + a; }, py::is_operator())
      .def(
          "__sub__", [](const Expr& a, const Expr& b) { return a - b; }, py::is_operator())
      .def(
          "__rsub__", [](const Expr& a, double b) { return Expr(b) - a; }, py::is_operator())
      .def(
          "__mul__", [](const Expr& a, const Expr& b) { return a * b; }, py::is_operator())
      .def(
          "__rmul__", [](const Expr& a, double b) { return Expr(b) * a; }, py::is_operator())
      .def(
          "__truediv__", [](const Expr& a, const Expr& b) { return a / b; }, py::is_operator())
      .def(
          "__rtruediv__", [](const Expr& a, double b) { return Expr(b) / a; }, py::is_operator())
      .def(
          "__pow__", [](const Expr& a, const Expr& b) { return pow(a, b); }, py::is_operator())
      .def("__neg__", [](const Expr& a) { return -a; })
      .def("__repr__", [](const Expr& e) { return to_string(e); });
  py::implicitly_convertible<double, Expr>();
  py::implicitly_convertible<int, Expr>();
  for (auto [name, f] : {std::pair{"sin", &acausal::sin},
                         {"cos", &acausal::cos},
                         {"tan", &acausal::tan},
                         {"exp", &acausal::exp},
                         {"log", &acausal::log},
                         {"sqrt", &acausal::sqrt},
                         {"tanh", &acausal::tanh},
                         {"abs", &acausal::abs},
                         {"atan", &acausal::atan},
                         {"sinh", &acausal::sinh},
                         {"cosh", &acausal::cosh}})
    m.def(name, f, py::arg("x"));
  m.def("atan2", &acausal::atan2, py::arg("y"), py::arg("x"));
  m.def("min", &acausal::min, py::arg("a"), py::arg("b"));
  m.def("max", &acausal::max, py::arg("a"), py::arg("b"));
  m.def("if_else", &acausal::if_else, py::arg("condition"), py::arg("then"), py::arg("otherwise"));
  m.def("greater", [](const Expr& a, const Expr& b) { return a > b; });
  m.def("less", [](const Expr& a, const Expr& b) { return a < b; });

  // ---- components and subsystems ----
  py::class_<PyComponent>(m, "Component", "a component of a model, by path")
      .def_property_readonly("path", [](const PyComponent& c) { return c.get().path(); })
      .def_property_readonly("type_name", [](const PyComponent& c) { return c.get().type_name(); })
      .def_property_readonly("ports", [](const PyComponent& c) { return port_names(c.get()); })
      .def_property_readonly("parameters",
                             [](const PyComponent& c) {
                               py::dict d;
                               for (const ParameterDecl& p : c.get().parameters())
                                 d[py::str(p.path)] = p.value;
                               return d;
                             })
      .def_property_readonly("variables",
                             [](const PyComponent& c) {
                               std::vector<std::string> out;
                               for (const VariableDecl& v : c.get().variables())
                                 out.push_back(v.path);
                               return out;
                             })
      .def("__getattr__",
           [](const PyComponent& c, const std::string& name) {
             if (c.get().find_port(name) == nullptr)
               throw py::attribute_error(fmt::format("'{}' ({}) has no port or attribute '{}'",
                                                     c.path, c.get().type_name(), name));
             return c.path + "." + name;
           })
      .def("__repr__",
           [](const PyComponent& c) {
             return fmt::format("<acausal.Component {} ({})>", c.path, c.get().type_name());
           })
      .def(
          "port",
          [](const PyComponent& c, const std::string& name) {
            const Component& comp = c.get();
            if (comp.find_port(name) == nullptr) {
              std::vector<std::string> names;
              for (const Port& p : comp.ports()) names.push_back(p.name());
              throw ModelError(fmt::format("'{}' ({}) has no port '{}'.{} Its ports are: {}",
                                           c.path, comp.type_name(), name,
                                           did_you_mean(name, names), join_names(names)));
            }
            return c.path + "." + name;
          },
          "the path of a port, for connect()");

  py::class_<PySubsystem, std::shared_ptr<PySubsystem>>(
      m, "Subsystem", "a subsystem being built (add_subsystem and replace_subsystem builders)")
      .def(
          "add",
          [](const std::shared_ptr<PySubsystem>& s, const std::string& type,
             const std::string& name, const py::kwargs& kwargs) {
            return add_component_to<PySubsystem>(s->get(), py::cast(s), type, name, kwargs);
          },
          py::arg("type"), py::arg("name"))
      .def("connect", [](const std::shared_ptr<PySubsystem>& s, const std::string& a,
                         const std::string& b) { s->get().connect(a, b); })
      .def(
          "expose",
          [](const std::shared_ptr<PySubsystem>& s, const std::string& name,
             const std::string& inner) {
            Component& c = s->get();
            const Port& port = c.port_at(inner);
            c.declare_port(name, port.type(), port.direction());
            c.connect(name, inner);
          },
          py::arg("name"), py::arg("inner_port"),
          "declares a port of the subsystem, of the inner port's domain, connected to it")
      .def_property_readonly("path",
                             [](const std::shared_ptr<PySubsystem>& s) { return s->get().path(); });

  // ---- models ----
  py::class_<PyModel, std::shared_ptr<PyModel>>(m, "Model", "a model being built")
      .def(py::init(
               [](const std::string& name) { return PyModel::own(std::make_unique<Model>(name)); }),
           py::arg("name") = "model")
      .def_property_readonly("name", [](const PyModel& pm) { return pm.get().model_name(); })
      .def(
          "add",
          [](const std::shared_ptr<PyModel>& pm, const std::string& type, const std::string& name,
             const py::kwargs& kwargs) {
            return add_component_to<PyModel>(pm->get(), py::cast(pm), type, name, kwargs);
          },
          py::arg("type"), py::arg("name"),
          "adds a component of a library type (acausal.component_types()) with its options")
      .def(
          "add_subsystem",
          [](const std::shared_ptr<PyModel>& pm, const std::string& name, const py::object& build) {
            Model& model = pm->get();
            model.add<PythonSubsystem>(name, std::make_shared<PyRef>(build));
            return PyComponent{py::cast(pm), &model, name};
          },
          py::arg("name"), py::arg("build"),
          "adds a subsystem: build(sub) adds components, connects and exposes ports")
      .def("component",
           [](const std::shared_ptr<PyModel>& pm, const std::string& path) {
             PyComponent c{py::cast(pm), &pm->get(), path};
             c.get();
             return c;
           })
      .def(
          "connect",
          [](const PyModel& pm, const std::string& a, const std::string& b) {
            pm.get().connect(a, b);
          },
          py::arg("a"), py::arg("b"))
      .def(
          "var",
          [](const PyModel& pm, const std::string& path) {
            return variable_at(pm.get(), path, pm.get().model_name());
          },
          py::arg("path"),
          "the variable at `path` (\"joint1.phi\", \"reference.q[1]\") as an expression, for "
          "output()")
      .def(
          "output",
          [](const PyModel& pm, const std::string& name, const Expr& value,
             const std::string& unit) {
            Model& model = pm.get();
            for (const VariableDecl& v : model.variables())
              if (v.path == name)
                throw ModelError(
                    fmt::format("model '{}' has a result signal '{}' already; choose another name",
                                model.model_name(), name));
            model.equation(model.variable(name, VariableOptions{.unit = unit}), value);
          },
          py::arg("name"), py::arg("value"), py::arg("unit") = "",
          "a top-level result signal name = value (an expression of var(...) and numbers)")
      .def("set_parameter", [](const PyModel& pm, const std::string& path,
                               double value) { pm.get().set_parameter(path, value); })
      .def("parameter", [](const PyModel& pm,
                           const std::string& path) { return pm.get().parameter_value(path); })
      .def(
          "set_start",
          [](const PyModel& pm, const std::string& path, double value, std::optional<bool> fixed) {
            pm.get().set_start(path, value, fixed);
          },
          py::arg("path"), py::arg("value"), py::arg("fixed") = py::none())
      .def("set_state_select",
           [](const PyModel& pm, const std::string& path, const std::string& select) {
             pm.get().set_state_select(path, state_select_from(select));
           })
      .def(
          "replace",
          [](const PyModel& pm, const std::string& path, const std::string& type,
             const std::string& carry, const py::kwargs& kwargs) {
            if (carry != "edits" && carry != "all")
              throw ModelError(fmt::format("carry must be 'edits' or 'all', got '{}'", carry));
            return replacement_dict(pm.get().replace(
                path, models::component_part(type, options_from(type, kwargs)),
                ReplaceOptions{.carry = carry == "all" ? CarryOver::All : CarryOver::Edits}));
          },
          py::arg("path"), py::arg("type"), py::kw_only(), py::arg("carry") = "edits",
          "puts a component of another type (with its options) where `path` was")
      .def(
          "replace_subsystem",
          [](const PyModel& pm, const std::string& path, const py::object& build) {
            return replacement_dict(pm.get().replace(path, subsystem_builder(build)));
          },
          py::arg("path"), py::arg("build"))
      .def(
          "declare_variant",
          [](const PyModel& pm, const std::string& point, const py::dict& options,
             const std::string& default_option, const std::string& description) {
            std::vector<VariantOption> list;
            for (const auto& [k, v] : options) {
              VariantOption o;
              o.name = k.cast<std::string>();
              py::object f = py::reinterpret_borrow<py::object>(v);
              if (py::isinstance<py::tuple>(f) && py::len(f) == 2) {  // (function, description)
                o.description = f[py::int_(1)].cast<std::string>();
                f = f[py::int_(0)];
              }
              if (!f.is_none()) {
                auto ref = std::make_shared<PyRef>(f);
                o.apply = [ref](Model& target) {
                  py::gil_scoped_acquire gil;
                  auto borrowed = PyModel::borrow(target);
                  ref->get()(borrowed);
                  borrowed->model = nullptr;
                };
              }
              list.push_back(std::move(o));
            }
            pm.get().declare_variant(point, std::move(list), default_option, description);
          },
          py::arg("point"), py::arg("options"), py::arg("default"), py::arg("description") = "",
          "options: {name: None (the model as built) | f(model) | (f, description)}")
      .def(
          "select_variant",
          [](const PyModel& pm, const std::string& point, std::optional<std::string> option) {
            if (option)
              pm.get().select_variant(point, *option);
            else
              pm.get().select_variant(point);
          },
          py::arg("point"), py::arg("option") = py::none())
      .def_property_readonly("variant_points",
                             [](const PyModel& pm) {
                               py::list out;
                               for (const VariantPoint& p : pm.get().variant_points()) {
                                 py::dict d;
                                 d["name"] = p.name;
                                 d["options"] = p.option_names();
                                 d["default"] = p.default_option;
                                 d["selected"] = p.selected;
                                 d["description"] = p.description;
                                 out.append(d);
                               }
                               return out;
                             })
      .def_property_readonly("component_paths",
                             [](const PyModel& pm) { return pm.get().component_paths(); })
      .def_property_readonly("parameter_paths",
                             [](const PyModel& pm) { return pm.get().parameter_paths(); })
      .def_property_readonly("replacements",
                             [](const PyModel& pm) {
                               py::list out;
                               for (const Replacement& r : pm.get().replacements())
                                 out.append(replacement_dict(r));
                               return out;
                             })
      .def(
          "compile",
          [](const PyModel& pm, bool evaluate_parameters, std::vector<std::string> tunable) {
            const Model& model = pm.get();
            CompileOptions options;
            options.evaluate_parameters = evaluate_parameters;
            options.tunable_parameters = std::move(tunable);
            py::gil_scoped_release release;
            return std::const_pointer_cast<CompiledModel>(compile(model, options));
          },
          py::arg("evaluate_parameters") = false, py::arg("tunable") = std::vector<std::string>{},
          "flatten, simplify, analyse and lower: a CompiledModel. evaluate_parameters=True "
          "folds the parameter values into the equations (faster evaluation; "
          "Simulation.set_parameter then refuses them) except those the paths or globs of "
          "`tunable` keep");

  // ---- compiled models ----
  py::class_<CompiledModel, std::shared_ptr<CompiledModel>>(m, "CompiledModel")
      .def_readonly("name", &CompiledModel::name)
      .def_readonly("signal_names", &CompiledModel::signal_names)
      .def_property_readonly("states", [](const CompiledModel& c) { return c.report.states; })
      .def_property_readonly("size", &CompiledModel::size)
      .def_property_readonly("parameters",
                             [](const CompiledModel& c) {
                               py::dict d;
                               for (const ParameterDecl& p : c.parameters)
                                 d[py::str(p.path)] = p.value;
                               return d;
                             })
      .def_property_readonly("report", [](const CompiledModel& c) { return c.report.describe(); });

  // ---- results ----
  py::class_<Results, std::shared_ptr<Results>>(
      m, "Results", "named time series; arrays view this object's buffer")
      .def_property_readonly("names", &Results::names)
      .def_property_readonly("rows", &Results::rows)
      .def_property_readonly(
          "time",
          [](const std::shared_ptr<Results>& r) {
            py::object self = py::cast(r);
            return read_only(py::array_t<double>({static_cast<py::ssize_t>(r->rows())},
                                                 {static_cast<py::ssize_t>(sizeof(double))},
                                                 r->times().data(), self));
          })
      .def_property_readonly(
          "values",
          [](const std::shared_ptr<Results>& r) { return results_values(r, py::cast(r)); },
          "rows x signals, the columns in the order of names")
      .def("__getitem__",
           [](const std::shared_ptr<Results>& r, const std::string& name) {
             return results_column(r, py::cast(r), name);
           })
      .def("__contains__", [](const Results& r, const std::string& name) { return r.has(name); })
      .def("final", &Results::final)
      .def("at", &Results::at, py::arg("name"), py::arg("t"))
      .def("write_csv", &Results::write_csv, py::arg("path"),
           py::arg("columns") = std::vector<std::string>{});

  // ---- simulations ----
  py::class_<Simulation>(m, "Simulation", "the mutable workspace of one compiled model")
      .def(py::init([](std::shared_ptr<CompiledModel> c) {
             return std::make_unique<Simulation>(std::shared_ptr<const CompiledModel>(c));
           }),
           py::arg("compiled"))
      .def("set_parameter", &Simulation::set_parameter)
      .def("parameter", &Simulation::parameter)
      .def(
          "run",
          [](Simulation& sim, const py::kwargs& kwargs) {
            const SimulationOptions options = simulation_options(kwargs);
            py::gil_scoped_release release;
            return std::make_shared<Results>(sim.run(options));
          },
          "run(t_stop=1, interval=, rtol=, atol=, solver='ida'|'cvode-bdf'|'cvode-adams'|'erk45'|"
          "'erk78'|'rk4'|'euler', step=, signals=[...], linear_solver=)")
      .def_property_readonly("statistics",
                             [](const Simulation& s) { return statistics_dict(s.statistics()); })
      .def_property_readonly(
          "events",
          [](const Simulation& s) {
            py::list out;
            for (const auto& e : s.events())
              out.append(py::make_tuple(e.time, e.time_event ? "time" : "state", e.cause));
            return out;
          })
      .def_property_readonly("termination_message", &Simulation::termination_message);

  m.def("solvers", [] {
    std::vector<std::string> names{"ida"};
    for (const std::string& s : solvers::solver_names())
      if (s != "ida") names.push_back(s);
    return names;
  });

  // ---- solver comparison ----
  m.def(
      "compare",
      [](std::shared_ptr<CompiledModel> c, const std::vector<std::string>& solver_list,
         const py::kwargs& kwargs) {
        const SimulationOptions options = simulation_options(kwargs);
        SolverComparison result;
        {
          py::gil_scoped_release release;
          result = compare_solvers(c, options, solver_list);
        }
        py::dict out;
        py::list runs;
        for (SolverRun& r : result.runs) {
          py::dict d;
          d["solver"] = r.solver;
          d["statistics"] = statistics_dict(r.statistics);
          d["results"] = std::make_shared<Results>(std::move(r.results));
          d["largest_deviation"] = r.largest_deviation;
          d["largest_deviation_signal"] = r.largest_deviation_signal;
          d["failure"] = r.failure;
          runs.append(d);
        }
        out["runs"] = runs;
        out["signals"] = result.signals;
        out["deviation"] = result.deviation;
        out["table"] = result.table();
        return out;
      },
      py::arg("compiled"),
      py::arg("solvers") = std::vector<std::string>{"ida", "cvode-bdf", "erk45"},
      "simulate with every solver; deviations from the first");

  // ---- registry: models, parts, component types ----
  m.def("component_types", [] {
    py::list out;
    for (const models::ComponentType& t : models::component_types()) {
      py::dict d;
      d["name"] = t.name;
      d["package"] = t.package;
      d["description"] = t.description;
      py::list options;
      for (const models::OptionInfo& o : t.options) {
        py::dict od;
        od["name"] = o.name;
        od["kind"] = o.kind;
        od["default"] = o.default_value;
        od["description"] = o.description;
        options.append(od);
      }
      d["options"] = options;
      out.append(d);
    }
    return out;
  });
  m.def(
      "seed000_link_inertias",
      [] {
        py::list out;
        for (const dynamics::BodyInertia& b : dynamics::seed000_link_inertias()) {
          const Eigen::Vector3d& c = b.center_of_mass;
          const Eigen::Matrix3d& I = b.inertia_about_center_of_mass;
          py::dict d;
          d["m"] = b.mass;
          d["r_CM"] = std::vector<double>{c.x(), c.y(), c.z()};
          d["I_11"] = I(0, 0);
          d["I_22"] = I(1, 1);
          d["I_33"] = I(2, 2);
          d["I_21"] = I(1, 0);
          d["I_31"] = I(2, 0);
          d["I_32"] = I(2, 1);
          out.append(d);
        }
        return out;
      },
      "the six link inertias of the seed-000 arm (the project's, docs/dynamics.md; the seed "
      "gives none), each as the options of a multibody.Body in the link's DH frame");
  m.def("models", [] {
    py::list out;
    const models::Registry registry = full_registry();  // alive for the loop
    for (const models::ModelEntry& e : registry.models())
      out.append(py::make_tuple(e.name, e.description));
    return out;
  });
  m.def(
      "build_model",
      [](const std::string& name, const py::object& variants) {
        const models::Registry registry = full_registry();
        const models::ModelEntry& entry = registry.model(name);
        return PyModel::own(models::build_model(entry, selections_from(variants)));
      },
      py::arg("name"), py::arg("variants") = py::none(),
      "a registered model (acausal.models()), with variant points selected ({point: option})");
  m.def(
      "model_defaults",
      [](const std::string& name) {
        const models::Registry registry = full_registry();
        const SimulationOptions& o = registry.model(name).defaults;
        py::dict d;
        d["t_start"] = o.t_start;
        d["t_stop"] = o.t_stop;
        d["interval"] = o.output_interval;
        d["rtol"] = o.rtol;
        d["solver"] = o.solver;
        return d;
      },
      py::arg("name"), "the experiment a registered model comes with");
  m.def(
      "register_model",
      [](const std::string& name, const py::object& build, const std::string& description,
         const py::kwargs& kwargs) {
        auto ref = std::make_shared<PyRef>(build);
        models::ModelEntry entry;
        entry.name = name;
        entry.description = description;
        entry.defaults = simulation_options(kwargs);
        entry.build = [ref, name]() -> std::unique_ptr<Model> {
          py::gil_scoped_acquire gil;
          return take_model(ref->get()(), fmt::format("the builder of '{}'", name));
        };
        PythonRegistry& p = python_registry();
        std::lock_guard lock(p.mutex);
        for (const auto& e : p.models)
          if (e.name == name) throw ModelError(fmt::format("model '{}' is registered twice", name));
        for (const auto& e : models::builtin_models())
          if (e.name == name)
            throw ModelError(
                fmt::format("model '{}' is a built-in model; choose another name", name));
        p.models.push_back(std::move(entry));
      },
      py::arg("name"), py::arg("build"), py::arg("description") = "",
      "registers build() -> Model under `name` (for build_model and studies); keyword "
      "arguments are the experiment (t_stop, interval, rtol, solver, ...)");
  m.def(
      "register_part",
      [](const std::string& name, const std::string& type, const py::kwargs& kwargs) {
        models::PartEntry part{name, type,
                               models::component_part(type, options_from(type, kwargs))};
        PythonRegistry& p = python_registry();
        std::lock_guard lock(p.mutex);
        p.parts.push_back(std::move(part));
      },
      py::arg("name"), py::arg("type"), "a named part for studies: a component type with options");
  m.def("_clear_registrations", [] {
    PythonRegistry& p = python_registry();
    std::vector<models::ModelEntry> models;
    std::vector<models::PartEntry> parts;
    {
      std::lock_guard lock(p.mutex);
      models.swap(p.models);
      parts.swap(p.parts);
    }
  });

  // ---- studies ----
  m.def(
      "run_study",
      [](const std::string& file, const std::string& out, int jobs,
         const std::vector<std::string>& variants) {
        const models::Registry registry = full_registry();
        study::StudyResult result;
        {
          py::gil_scoped_release release;
          const study::Study spec = study::load_study(file, registry);
          study::StudyOptions options;
          options.jobs = jobs;
          options.out_dir = out;
          options.variants = variants;
          result = study::run_study(spec, registry, options);
        }
        py::dict d;
        d["columns"] = result.table.columns;
        d["rows"] = result.table.rows;
        d["failed"] = result.failed;
        d["notes"] = result.notes;
        d["files"] = result.files;
        return d;
      },
      py::arg("file"), py::arg("out") = "", py::arg("jobs") = 1,
      py::arg("variants") = std::vector<std::string>{},
      "runs a study file (docs/studies.md); the table as columns and rows of text");
}
