// The FMU binary: the FMI 2.0 C API (model exchange and co-simulation) over
// the library's compiled model, built as libacausal_fmu.so and copied into
// every exported FMU as binaries/linux64/<modelIdentifier>.so. It builds the
// built-in model named in resources/acausal_fmu.txt, checks the GUID against
// the layout it computes (fmi/fmu_layout.hpp), and then:
//   model exchange: states x = the explicit formulation's states, derivatives
//     and outputs by its causal sequence at (t, x), event indicators = the
//     model's zero-crossing functions, events by the library's event iteration;
//   co-simulation: fmi2DoStep integrates with IDA or an explicit method
//     (settings: cs_solver) from the current point, events included.
// Only the fmi2 functions are exported (-fvisibility=hidden, --exclude-libs).
#include <cmath>
#include <cstdarg>
#include <cstring>
#include <fstream>
#include <limits>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "fmi/fmi2_functions.h"
#include "fmi/fmu_layout.hpp"
#include "solvers/events/model_events.hpp"
#include "solvers/explicit/explicit_formulation.hpp"
#include "solvers/explicit/ode_method.hpp"
#include "solvers/explicit/ode_solver.hpp"
#include "solvers/ida/ida_solver.hpp"
#include "solvers/output_sink.hpp"
#include "solvers/simulation.hpp"

namespace {

using namespace acausal;
using fmi::FmuLayout;
using fmi::FmuSettings;
using fmi::ScalarVariable;
using fmi::Source;

enum class Mode {
  instantiated,
  initialization,
  event,
  continuous_time,
  step_complete,
  terminated,
  error
};

class NullSink : public solvers::OutputSink {
 public:
  void record(double, std::span<const double>, std::span<const double>) override {}
};

std::string decode_uri_path(std::string uri) {
  if (uri.rfind("file://", 0) == 0) {
    uri = uri.substr(7);
    if (uri.rfind("localhost/", 0) == 0) uri = uri.substr(9);
  } else if (uri.rfind("file:", 0) == 0) {
    uri = uri.substr(5);
  }
  std::string out;
  for (std::size_t i = 0; i < uri.size(); ++i) {
    if (uri[i] == '%' && i + 2 < uri.size()) {
      out += static_cast<char>(std::stoi(uri.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      out += uri[i];
    }
  }
  return out;
}

struct Instance {
  std::string name;
  fmi2Type type = fmi2ModelExchange;
  fmi2CallbackLogger logger = nullptr;
  fmi2ComponentEnvironment environment = nullptr;
  bool logging = false;
  Mode mode = Mode::instantiated;

  FmuSettings settings;
  std::shared_ptr<const CompiledModel> model;
  FmuLayout layout;
  std::unique_ptr<Simulation> sim;
  std::unique_ptr<solvers::ExplicitFormulation> formulation;

  double t = 0, t_start = 0;
  double tolerance = 0;
  bool initialized = false;  // the point below is an initialised one
  bool point_valid = false;  // y, yp, signals agree with (t, x)
  std::vector<double> x, xdot, y, yp, signals, registers, indicators, indicators_before;
  double next_time_event = std::numeric_limits<double>::infinity();
  bool terminated = false;

  void log(fmi2Status status, const char* category, const std::string& message) const {
    if (logger != nullptr && (logging || status != fmi2OK))
      logger(environment, name.c_str(), status, category, "%s", message.c_str());
  }

  solvers::ModelEvents* events() { return sim ? sim->event_handler() : nullptr; }

  void reset_simulation() {
    formulation.reset();
    sim = std::make_unique<Simulation>(model);
    initialized = false;
    point_valid = false;
    terminated = false;
    t = t_start;
  }

  /// Consistent initial values at t_start (Simulation::initialize), once per
  /// parameter set.
  void initialize() {
    if (initialized) return;
    sim->initialize(t_start);
    y = sim->y();
    yp = sim->yp();
    formulation = std::make_unique<solvers::ExplicitFormulation>(*model, sim->parameter_vector(),
                                                                 sim->discrete_state());
    formulation->set_point(y, yp);
    x.assign(static_cast<std::size_t>(formulation->size()), 0.0);
    xdot.assign(x.size(), 0.0);
    formulation->gather(y, x);
    t = t_start;
    initialized = true;
    compute_outputs();
    indicators_before = indicators;
    next_time_event =
        events() ? events()->next_time_event(t) : std::numeric_limits<double>::infinity();
  }

  void compute_outputs() {
    signals.assign(static_cast<std::size_t>(model->signals.num_outputs()), 0.0);
    if (registers.empty()) registers = model->signals.make_registers();
    model->signals.run(ProgramInputs{y.data(), yp.data(), sim->parameter_vector().data(), t, 0.0,
                                     sim->discrete_state().data()},
                       registers, signals.data());
    if (solvers::ModelEvents* ev = events()) {
      indicators.assign(static_cast<std::size_t>(ev->num_zero_crossings()), 0.0);
      if (!indicators.empty()) ev->zero_crossings(t, y.data(), yp.data(), indicators.data());
    }
    point_valid = true;
  }

  /// y, yp and the outputs at (t, x).
  void ensure_point() {
    if (point_valid) return;
    formulation->expand(t, x, y, yp);
    compute_outputs();
  }

  double value(const ScalarVariable& v) {
    switch (v.source) {
      case Source::parameter:
        return sim->parameter_vector()[static_cast<std::size_t>(v.index)];
      case Source::signal:
        ensure_point();
        return signals[static_cast<std::size_t>(v.index)];
      case Source::state:
        ensure_point();
        return y[static_cast<std::size_t>(
            model->state_components[static_cast<std::size_t>(v.index)])];
      case Source::derivative:
        ensure_point();
        return yp[static_cast<std::size_t>(
            model->state_components[static_cast<std::size_t>(v.index)])];
    }
    return 0.0;
  }

  const ScalarVariable& variable(fmi2ValueReference vr) const {
    if (vr >= layout.variables.size())
      throw ModelError(fmt::format("no variable with value reference {}", vr));
    return layout.variables[vr];
  }

  /// Model exchange: the event iteration at t (state events from the sign
  /// changes of the indicators since the last step, time events when due).
  void handle_event(fmi2EventInfo& info) {
    ensure_point();
    solvers::ModelEvents* ev = events();
    info.newDiscreteStatesNeeded = fmi2False;
    info.terminateSimulation = fmi2False;
    info.nominalsOfContinuousStatesChanged = fmi2False;
    info.valuesOfContinuousStatesChanged = fmi2False;
    info.nextEventTimeDefined = fmi2False;
    info.nextEventTime = 0;
    if (ev == nullptr) return;
    std::vector<int> roots(indicators.size(), 0);
    bool state_event = false;
    for (std::size_t k = 0; k < indicators.size(); ++k) {
      const double before = k < indicators_before.size() ? indicators_before[k] : indicators[k];
      if (before < 0 && indicators[k] >= 0) roots[k] = 1;
      if (before > 0 && indicators[k] <= 0) roots[k] = -1;
      state_event = state_event || roots[k] != 0;
    }
    const bool time_event = t >= next_time_event - 1e-12 * std::max(1.0, std::abs(t));
    if (state_event || time_event) {
      const std::vector<double> x_before = x;
      if (state_event)
        ev->handle_event(t, y, yp, roots, solvers::LeftLimit::approximate);
      else
        ev->handle_event(t, y, yp, {}, solvers::LeftLimit::approximate);
      formulation->set_point(y, yp);
      formulation->gather(y, x);
      compute_outputs();
      info.valuesOfContinuousStatesChanged = x != x_before ? fmi2True : fmi2False;
      terminated = ev->terminated();
    }
    indicators_before = indicators;
    next_time_event = ev->next_time_event(t);
    info.terminateSimulation = terminated ? fmi2True : fmi2False;
    if (std::isfinite(next_time_event)) {
      info.nextEventTimeDefined = fmi2True;
      info.nextEventTime = next_time_event;
    }
  }

  /// Co-simulation: integrates from t to t + h.
  void do_step(double h) {
    ensure_point();
    const double t_end = t + h;
    const double rtol = settings.rtol > 0 ? settings.rtol
                        : tolerance > 0   ? tolerance
                                          : settings.tolerance;
    NullSink sink;
    if (settings.cs_solver == "ida") {
      solvers::IdaOptions ida;
      ida.t_start = t;
      ida.t_stop = t_end;
      ida.output_interval = h;
      ida.rtol = rtol;
      for (const DaeComponent& c : model->components)
        ida.atol_per_component.push_back(rtol * c.nominal);
      // As Simulation::run: algebraic unknowns follow the states (docs/decisions.md).
      const SimulationOptions run_defaults;
      ida.suppress_algebraic_error_test = run_defaults.suppress_algebraic_error_test;
      ida.max_steps = run_defaults.max_steps;
      ida.events = events();
      solvers::IdaSolver solver(*sim, ida);
      solver.integrate(y, yp, sink);
    } else {
      solvers::OdeSolverOptions ode;
      ode.t_start = t;
      ode.t_stop = t_end;
      ode.output_interval = h;
      ode.stepper.method = solvers::parse_method(settings.cs_solver);
      ode.stepper.rtol = rtol;
      ode.stepper.step = settings.step;
      for (int k = 0; k < formulation->size(); ++k) {
        ode.stepper.atol.push_back(rtol * formulation->state_nominal(k));
        ode.stepper.nominal.push_back(formulation->state_nominal(k));
      }
      ode.events = events();
      solvers::integrate_explicit(*formulation, ode, y, yp, sink);
    }
    t = t_end;
    formulation->gather(y, x);
    formulation->set_point(y, yp);
    if (settings.cs_solver == "ida")
      point_valid = false;  // re-solve the algebraic part from x
    else
      compute_outputs();
    ensure_point();
    terminated = events() != nullptr && events()->terminated();
  }
};

Instance* as_instance(fmi2Component c) {
  return static_cast<Instance*>(c);
}

/// Runs f, turning exceptions into an error status logged through the importer.
template <class F>
fmi2Status guarded(fmi2Component c, const char* function, F&& f) {
  Instance* inst = as_instance(c);
  if (inst == nullptr) return fmi2Error;
  try {
    return f(*inst);
  } catch (const std::exception& e) {
    inst->log(fmi2Error, "logStatusError", fmt::format("{}: {}", function, e.what()));
    inst->mode = Mode::error;
    return fmi2Error;
  }
}

fmi2Status wrong_mode(Instance& inst, const char* function) {
  inst.log(fmi2Error, "logStatusError",
           fmt::format("{} is not allowed in the instance's current state", function));
  return fmi2Error;
}

fmi2Status unsupported(fmi2Component c, const char* function) {
  if (Instance* inst = as_instance(c))
    inst->log(
        fmi2Error, "logStatusError",
        fmt::format("{}: not supported by this FMU (see its modelDescription.xml)", function));
  return fmi2Error;
}

}  // namespace

extern "C" {

const char* fmi2GetTypesPlatform(void) {
  return "default";
}

const char* fmi2GetVersion(void) {
  return "2.0";
}

fmi2Status fmi2SetDebugLogging(fmi2Component c, fmi2Boolean loggingOn, size_t, const fmi2String[]) {
  return guarded(c, "fmi2SetDebugLogging", [&](Instance& inst) {
    inst.logging = loggingOn != fmi2False;
    return fmi2OK;
  });
}

fmi2Component fmi2Instantiate(fmi2String instanceName, fmi2Type fmuType, fmi2String fmuGUID,
                              fmi2String fmuResourceLocation,
                              const fmi2CallbackFunctions* functions, fmi2Boolean,
                              fmi2Boolean loggingOn) {
  auto inst = std::make_unique<Instance>();
  inst->name = instanceName != nullptr ? instanceName : "";
  inst->type = fmuType;
  if (functions != nullptr) {
    inst->logger = functions->logger;
    inst->environment = functions->componentEnvironment;
  }
  inst->logging = loggingOn != fmi2False;
  try {
    if (fmuResourceLocation == nullptr) throw ModelError("no resource location given");
    const std::string folder = decode_uri_path(fmuResourceLocation);
    const std::string file =
        folder + (folder.empty() || folder.back() == '/' ? "" : "/") + "acausal_fmu.txt";
    std::ifstream in(file);
    if (!in) throw ModelError(fmt::format("cannot read {}", file));
    std::stringstream text;
    text << in.rdbuf();
    inst->settings = fmi::parse_settings(text.str());
    inst->model = fmi::compile_settings_model(inst->settings);
    inst->layout = fmi::make_layout(*inst->model, inst->settings);
    if (fmuGUID == nullptr || inst->layout.guid != fmuGUID)
      throw ModelError(fmt::format("GUID {} does not match this FMU's {}",
                                   fmuGUID ? fmuGUID : "(none)", inst->layout.guid));
    inst->t_start = inst->settings.start_time;
    inst->reset_simulation();
  } catch (const std::exception& e) {
    inst->log(fmi2Error, "logStatusError", fmt::format("fmi2Instantiate: {}", e.what()));
    return nullptr;
  }
  return inst.release();
}

void fmi2FreeInstance(fmi2Component c) {
  delete as_instance(c);
}

fmi2Status fmi2SetupExperiment(fmi2Component c, fmi2Boolean toleranceDefined, fmi2Real tolerance,
                               fmi2Real startTime, fmi2Boolean, fmi2Real) {
  return guarded(c, "fmi2SetupExperiment", [&](Instance& inst) {
    if (inst.mode != Mode::instantiated) return wrong_mode(inst, "fmi2SetupExperiment");
    inst.t_start = startTime;
    inst.t = startTime;
    inst.tolerance = toleranceDefined ? tolerance : 0.0;
    inst.initialized = false;
    return fmi2OK;
  });
}

fmi2Status fmi2EnterInitializationMode(fmi2Component c) {
  return guarded(c, "fmi2EnterInitializationMode", [&](Instance& inst) {
    if (inst.mode != Mode::instantiated) return wrong_mode(inst, "fmi2EnterInitializationMode");
    inst.mode = Mode::initialization;
    return fmi2OK;
  });
}

fmi2Status fmi2ExitInitializationMode(fmi2Component c) {
  return guarded(c, "fmi2ExitInitializationMode", [&](Instance& inst) {
    if (inst.mode != Mode::initialization) return wrong_mode(inst, "fmi2ExitInitializationMode");
    inst.initialize();
    inst.mode = inst.type == fmi2ModelExchange ? Mode::event : Mode::step_complete;
    return fmi2OK;
  });
}

fmi2Status fmi2Terminate(fmi2Component c) {
  return guarded(c, "fmi2Terminate", [&](Instance& inst) {
    inst.mode = Mode::terminated;
    return fmi2OK;
  });
}

fmi2Status fmi2Reset(fmi2Component c) {
  return guarded(c, "fmi2Reset", [&](Instance& inst) {
    inst.t_start = inst.settings.start_time;
    inst.reset_simulation();
    inst.mode = Mode::instantiated;
    return fmi2OK;
  });
}

fmi2Status fmi2GetReal(fmi2Component c, const fmi2ValueReference vr[], size_t nvr,
                       fmi2Real value[]) {
  return guarded(c, "fmi2GetReal", [&](Instance& inst) {
    if (inst.mode == Mode::error) return wrong_mode(inst, "fmi2GetReal");
    for (size_t i = 0; i < nvr; ++i) {
      const ScalarVariable& v = inst.variable(vr[i]);
      if (v.source != Source::parameter && !inst.initialized) {
        if (inst.mode == Mode::instantiated)
          return wrong_mode(inst, "fmi2GetReal (of a calculated variable before initialization)");
        inst.initialize();  // initialization mode: the initial values
      }
      value[i] = inst.value(v);
    }
    return fmi2OK;
  });
}

fmi2Status fmi2SetReal(fmi2Component c, const fmi2ValueReference vr[], size_t nvr,
                       const fmi2Real value[]) {
  return guarded(c, "fmi2SetReal", [&](Instance& inst) {
    for (size_t i = 0; i < nvr; ++i) {
      const ScalarVariable& v = inst.variable(vr[i]);
      if (v.source != Source::parameter)
        throw ModelError(fmt::format("'{}' is calculated ({}); only parameters can be set", v.name,
                                     fmi::to_string(v.causality)));
      if (inst.mode != Mode::instantiated && inst.mode != Mode::initialization)
        throw ModelError(fmt::format(
            "parameter '{}' is fixed: set it before fmi2ExitInitializationMode", v.name));
      inst.sim->set_parameter(v.name, value[i]);
      inst.initialized = false;
    }
    return fmi2OK;
  });
}

fmi2Status fmi2GetInteger(fmi2Component c, const fmi2ValueReference[], size_t nvr, fmi2Integer[]) {
  return nvr == 0 ? fmi2OK : unsupported(c, "fmi2GetInteger (the FMU has Real variables only)");
}
fmi2Status fmi2GetBoolean(fmi2Component c, const fmi2ValueReference[], size_t nvr, fmi2Boolean[]) {
  return nvr == 0 ? fmi2OK : unsupported(c, "fmi2GetBoolean (the FMU has Real variables only)");
}
fmi2Status fmi2GetString(fmi2Component c, const fmi2ValueReference[], size_t nvr, fmi2String[]) {
  return nvr == 0 ? fmi2OK : unsupported(c, "fmi2GetString (the FMU has Real variables only)");
}
fmi2Status fmi2SetInteger(fmi2Component c, const fmi2ValueReference[], size_t nvr,
                          const fmi2Integer[]) {
  return nvr == 0 ? fmi2OK : unsupported(c, "fmi2SetInteger (the FMU has Real variables only)");
}
fmi2Status fmi2SetBoolean(fmi2Component c, const fmi2ValueReference[], size_t nvr,
                          const fmi2Boolean[]) {
  return nvr == 0 ? fmi2OK : unsupported(c, "fmi2SetBoolean (the FMU has Real variables only)");
}
fmi2Status fmi2SetString(fmi2Component c, const fmi2ValueReference[], size_t nvr,
                         const fmi2String[]) {
  return nvr == 0 ? fmi2OK : unsupported(c, "fmi2SetString (the FMU has Real variables only)");
}

fmi2Status fmi2GetFMUstate(fmi2Component c, fmi2FMUstate*) {
  return unsupported(c, "fmi2GetFMUstate");
}
fmi2Status fmi2SetFMUstate(fmi2Component c, fmi2FMUstate) {
  return unsupported(c, "fmi2SetFMUstate");
}
fmi2Status fmi2FreeFMUstate(fmi2Component c, fmi2FMUstate*) {
  return unsupported(c, "fmi2FreeFMUstate");
}
fmi2Status fmi2SerializedFMUstateSize(fmi2Component c, fmi2FMUstate, size_t*) {
  return unsupported(c, "fmi2SerializedFMUstateSize");
}
fmi2Status fmi2SerializeFMUstate(fmi2Component c, fmi2FMUstate, fmi2Byte[], size_t) {
  return unsupported(c, "fmi2SerializeFMUstate");
}
fmi2Status fmi2DeSerializeFMUstate(fmi2Component c, const fmi2Byte[], size_t, fmi2FMUstate*) {
  return unsupported(c, "fmi2DeSerializeFMUstate");
}
fmi2Status fmi2GetDirectionalDerivative(fmi2Component c, const fmi2ValueReference[], size_t,
                                        const fmi2ValueReference[], size_t, const fmi2Real[],
                                        fmi2Real[]) {
  return unsupported(c, "fmi2GetDirectionalDerivative");
}

// ---- model exchange ----

fmi2Status fmi2EnterEventMode(fmi2Component c) {
  return guarded(c, "fmi2EnterEventMode", [&](Instance& inst) {
    if (inst.mode != Mode::continuous_time) return wrong_mode(inst, "fmi2EnterEventMode");
    inst.mode = Mode::event;
    return fmi2OK;
  });
}

fmi2Status fmi2NewDiscreteStates(fmi2Component c, fmi2EventInfo* info) {
  return guarded(c, "fmi2NewDiscreteStates", [&](Instance& inst) {
    if (inst.mode != Mode::event) return wrong_mode(inst, "fmi2NewDiscreteStates");
    inst.handle_event(*info);
    return fmi2OK;
  });
}

fmi2Status fmi2EnterContinuousTimeMode(fmi2Component c) {
  return guarded(c, "fmi2EnterContinuousTimeMode", [&](Instance& inst) {
    if (inst.mode != Mode::event) return wrong_mode(inst, "fmi2EnterContinuousTimeMode");
    inst.mode = Mode::continuous_time;
    return fmi2OK;
  });
}

fmi2Status fmi2CompletedIntegratorStep(fmi2Component c, fmi2Boolean, fmi2Boolean* enterEventMode,
                                       fmi2Boolean* terminateSimulation) {
  return guarded(c, "fmi2CompletedIntegratorStep", [&](Instance& inst) {
    if (inst.mode != Mode::continuous_time) return wrong_mode(inst, "fmi2CompletedIntegratorStep");
    inst.ensure_point();
    *enterEventMode = fmi2False;
    *terminateSimulation = inst.terminated ? fmi2True : fmi2False;
    // A step that crossed an indicator keeps its sign change for the event the
    // importer starts next; otherwise the step's end is the new reference.
    bool crossed = false;
    for (std::size_t k = 0; k < inst.indicators.size() && k < inst.indicators_before.size(); ++k)
      crossed = crossed || (inst.indicators_before[k] < 0) != (inst.indicators[k] < 0);
    if (!crossed) inst.indicators_before = inst.indicators;
    return fmi2OK;
  });
}

fmi2Status fmi2SetTime(fmi2Component c, fmi2Real time) {
  return guarded(c, "fmi2SetTime", [&](Instance& inst) {
    if (inst.mode != Mode::continuous_time && inst.mode != Mode::event)
      return wrong_mode(inst, "fmi2SetTime");
    if (inst.t != time) inst.point_valid = false;
    inst.t = time;
    return fmi2OK;
  });
}

fmi2Status fmi2SetContinuousStates(fmi2Component c, const fmi2Real x[], size_t nx) {
  return guarded(c, "fmi2SetContinuousStates", [&](Instance& inst) {
    if (inst.mode != Mode::continuous_time) return wrong_mode(inst, "fmi2SetContinuousStates");
    if (nx != inst.x.size())
      throw ModelError(fmt::format("{} states given, the model has {}", nx, inst.x.size()));
    std::copy(x, x + nx, inst.x.begin());
    inst.point_valid = false;
    return fmi2OK;
  });
}

fmi2Status fmi2GetDerivatives(fmi2Component c, fmi2Real derivatives[], size_t nx) {
  return guarded(c, "fmi2GetDerivatives", [&](Instance& inst) {
    if (!inst.initialized) return wrong_mode(inst, "fmi2GetDerivatives");
    if (nx != inst.x.size())
      throw ModelError(
          fmt::format("{} derivatives asked for, the model has {} states", nx, inst.x.size()));
    if (nx == 0) return fmi2OK;
    inst.formulation->rhs(inst.t, inst.x.data(), inst.xdot.data());
    std::copy(inst.xdot.begin(), inst.xdot.end(), derivatives);
    return fmi2OK;
  });
}

fmi2Status fmi2GetEventIndicators(fmi2Component c, fmi2Real eventIndicators[], size_t ni) {
  return guarded(c, "fmi2GetEventIndicators", [&](Instance& inst) {
    if (!inst.initialized) inst.initialize();
    inst.ensure_point();
    if (ni != inst.indicators.size())
      throw ModelError(fmt::format("{} event indicators asked for, the model has {}", ni,
                                   inst.indicators.size()));
    std::copy(inst.indicators.begin(), inst.indicators.end(), eventIndicators);
    return fmi2OK;
  });
}

fmi2Status fmi2GetContinuousStates(fmi2Component c, fmi2Real x[], size_t nx) {
  return guarded(c, "fmi2GetContinuousStates", [&](Instance& inst) {
    if (!inst.initialized) inst.initialize();
    if (nx != inst.x.size())
      throw ModelError(fmt::format("{} states asked for, the model has {}", nx, inst.x.size()));
    std::copy(inst.x.begin(), inst.x.end(), x);
    return fmi2OK;
  });
}

fmi2Status fmi2GetNominalsOfContinuousStates(fmi2Component c, fmi2Real x_nominal[], size_t nx) {
  return guarded(c, "fmi2GetNominalsOfContinuousStates", [&](Instance& inst) {
    if (nx != inst.model->state_components.size())
      throw ModelError(fmt::format("{} nominals asked for, the model has {} states", nx,
                                   inst.model->state_components.size()));
    for (size_t k = 0; k < nx; ++k)
      x_nominal[k] =
          inst.model->components[static_cast<std::size_t>(inst.model->state_components[k])].nominal;
    return fmi2OK;
  });
}

// ---- co-simulation ----

fmi2Status fmi2SetRealInputDerivatives(fmi2Component c, const fmi2ValueReference[], size_t nvr,
                                       const fmi2Integer[], const fmi2Real[]) {
  return nvr == 0 ? fmi2OK : unsupported(c, "fmi2SetRealInputDerivatives (the FMU has no inputs)");
}

fmi2Status fmi2GetRealOutputDerivatives(fmi2Component c, const fmi2ValueReference[], size_t nvr,
                                        const fmi2Integer[], fmi2Real[]) {
  return nvr == 0 ? fmi2OK
                  : unsupported(c, "fmi2GetRealOutputDerivatives (maxOutputDerivativeOrder = 0)");
}

fmi2Status fmi2DoStep(fmi2Component c, fmi2Real currentCommunicationPoint,
                      fmi2Real communicationStepSize, fmi2Boolean) {
  return guarded(c, "fmi2DoStep", [&](Instance& inst) {
    if (inst.mode != Mode::step_complete) return wrong_mode(inst, "fmi2DoStep");
    if (!(communicationStepSize > 0))
      throw ModelError(fmt::format("communication step {} must be > 0", communicationStepSize));
    if (std::abs(currentCommunicationPoint - inst.t) > 1e-9 * std::max(1.0, std::abs(inst.t)))
      throw ModelError(fmt::format("communication point {} is not the FMU's time {}",
                                   currentCommunicationPoint, inst.t));
    if (inst.terminated) return fmi2Discard;
    inst.t = currentCommunicationPoint;
    inst.do_step(communicationStepSize);
    return inst.terminated ? fmi2Discard : fmi2OK;
  });
}

fmi2Status fmi2CancelStep(fmi2Component c) {
  return unsupported(c, "fmi2CancelStep (fmi2DoStep never returns fmi2Pending)");
}

fmi2Status fmi2GetStatus(fmi2Component c, const fmi2StatusKind s, fmi2Status* value) {
  return guarded(c, "fmi2GetStatus", [&](Instance&) {
    if (s != fmi2DoStepStatus) return fmi2Discard;
    *value = fmi2OK;
    return fmi2OK;
  });
}

fmi2Status fmi2GetRealStatus(fmi2Component c, const fmi2StatusKind s, fmi2Real* value) {
  return guarded(c, "fmi2GetRealStatus", [&](Instance& inst) {
    if (s != fmi2LastSuccessfulTime) return fmi2Discard;
    *value = inst.t;
    return fmi2OK;
  });
}

fmi2Status fmi2GetIntegerStatus(fmi2Component c, const fmi2StatusKind, fmi2Integer*) {
  return guarded(c, "fmi2GetIntegerStatus", [&](Instance&) { return fmi2Discard; });
}

fmi2Status fmi2GetBooleanStatus(fmi2Component c, const fmi2StatusKind s, fmi2Boolean* value) {
  return guarded(c, "fmi2GetBooleanStatus", [&](Instance& inst) {
    if (s != fmi2Terminated) return fmi2Discard;
    *value = inst.terminated ? fmi2True : fmi2False;
    return fmi2OK;
  });
}

fmi2Status fmi2GetStringStatus(fmi2Component c, const fmi2StatusKind, fmi2String*) {
  return guarded(c, "fmi2GetStringStatus", [&](Instance&) { return fmi2Discard; });
}

}  // extern "C"
