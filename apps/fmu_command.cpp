// `acausal export-fmu MODEL --out M.fmu`: an FMI 2.0 FMU (model exchange and
// co-simulation) of a built-in model (docs/fmi.md).
#include <fmt/format.h>

#include "apps/extension_list.hpp"
#include "apps/numbers.hpp"
#include "fmi/fmu_export.hpp"
#include "solvers/explicit/ode_method.hpp"

namespace acausal::apps {
namespace {

class FmuExportExtension : public Extension {
 public:
  void add(CLI::App& app, const std::vector<ModelCommand>&) override {
    command_ = app.add_subcommand(
        "export-fmu",
        "write an FMI 2.0 FMU (model exchange and co-simulation) of a built-in model");
    command_->add_option("model", model_, "model name (see `acausal list`)")->required();
    command_->add_option("--out", out_, "the .fmu file to write")->required();
    command_->add_option("--variant", variants_, "select a variant: point=option (repeatable)");
    command_
        ->add_option("--outputs", outputs_,
                     "signals exposed as outputs (comma-separated; default all)")
        ->delimiter(',');
    command_
        ->add_option("--cs-solver", cs_solver_,
                     "integrator of fmi2DoStep: ida (default) or ida-ode, cvode-bdf, cvode-adams, "
                     "erk45, erk78, rk4, euler")
        ->check(CLI::IsMember(solvers::solver_names()));
    // Numbers as text, parsed strictly in run() (apps/numbers.hpp), as every
    // other command does: CLI11's PositiveNumber let NaN and 10 through.
    command_->add_option("--rtol", rtol_,
                         "relative tolerance of fmi2DoStep, 1e-15 <= rtol < 1 (default: the "
                         "model's)");
    command_->add_option("--step", step_, "step of rk4 and euler in fmi2DoStep [s]");
    command_->add_option("--model-identifier", identifier_,
                         "C name of the binary (default: from the model name)");
    command_->add_option("--runtime", runtime_,
                         "the FMU runtime library (default: found next to this program)");
  }

  std::optional<int> run(models::Registry& registry) override {
    if (!*command_) return std::nullopt;
    const models::ModelEntry& entry = registry.model(model_);
    fmi::FmuExportOptions options;
    options.settings.model = entry.name;
    for (const std::string& v : variants_)
      options.settings.variants.push_back(models::parse_variant_selection(v));
    options.settings.cs_solver = cs_solver_;
    if (!rtol_.empty())
      options.settings.rtol = cli::parse_number("--rtol", rtol_, cli::relative_tolerance());
    if (!step_.empty())
      options.settings.step =
          cli::parse_number("--step", step_, cli::positive("the step [s]", "1e-3"));
    if (solvers::is_fixed_step_name(cs_solver_) && !(options.settings.step > 0))
      throw ModelError(fmt::format("export-fmu: --cs-solver {} needs --step", cs_solver_));
    options.settings.outputs = outputs_;
    options.settings.start_time = entry.defaults.t_start;
    options.settings.stop_time = entry.defaults.t_stop;
    options.settings.tolerance = entry.defaults.rtol;
    options.settings.step_size = entry.defaults.output_interval;
    options.out = out_;
    options.model_identifier = identifier_;
    options.runtime = runtime_;
    const fmi::FmuExportReport r = fmi::export_fmu(options);
    fmt::print("model {}\n", entry.name);
    fmt::print("  FMI 2.0 model exchange and co-simulation, modelIdentifier {}, guid {}\n",
               r.model_identifier, r.guid);
    fmt::print(
        "  {} variables: {} parameters, {} outputs, {} continuous states, {} event indicators\n",
        r.variables, r.parameters, r.outputs, r.states, r.event_indicators);
    fmt::print("fmu: {}\n", r.path);
    return 0;
  }

 private:
  CLI::App* command_ = nullptr;
  std::string model_, out_, cs_solver_ = "ida", identifier_, runtime_;
  std::vector<std::string> variants_, outputs_;
  std::string rtol_, step_;  // empty: not given
};

}  // namespace

std::unique_ptr<Extension> fmu_export_extension() {
  return std::make_unique<FmuExportExtension>();
}

}  // namespace acausal::apps
