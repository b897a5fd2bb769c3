// A user's own program with the whole acausal command line for its own model:
// `own_cli list`, `own_cli run MyLab.SineDrive --variant load=braked`,
// `own_cli study own_study.yaml --out DIR`, ... (docs/studies.md).
#include <memory>

#include "apps/cli.hpp"
#include "components/blocks/sources.hpp"
#include "components/rotational/damper.hpp"
#include "components/rotational/fixed.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/spring.hpp"
#include "components/rotational/torque.hpp"

using namespace acausal;
using namespace acausal::rotational;

namespace {

// A subsystem: an inertia braked by a viscous brake to its own housing. Its
// port and its top-level variables phi and w have the names of an Inertia's,
// so a load inertia can be replaced by it and keep its start values.
class BrakedLoad : public Component {
 public:
  static constexpr const char* kTypeName = "BrakedLoad";
  struct Params {
    double J = 1.0;  // kg.m2
    double d = 1.0;  // N.m.s/rad
  };
  BrakedLoad(ComponentContext ctx, Params p)
      : Component(std::move(ctx)),
        flange_a(declare_flange(*this, "flange_a")),
        phi(variable("phi", {.unit = "rad"})),
        w(variable("w", {.unit = "rad/s"})) {
    auto& inertia = add<Inertia>("inertia", Inertia::Params{.J = p.J});
    auto& brake = add<Damper>("brake", Damper::Params{.d = p.d});
    auto& housing = add<Fixed>("housing");
    connect(flange_a, inertia.flange_a);
    connect(inertia.flange_b, brake.flange_a);
    connect(brake.flange_b, housing.flange);
    equation(phi, inertia.phi);
    equation(w, inertia.w);
  }
  Flange flange_a;
  Expr phi, w;
};

std::unique_ptr<Model> sine_drive() {
  auto m = std::make_unique<Model>("MyLab.SineDrive");
  auto& sine = m->add<blocks::Sine>("sine", blocks::Sine::Params{.amplitude = 2, .f = 1});
  auto& torque = m->add<Torque>("torque");
  auto& motor = m->add<Inertia>("motor", Inertia::Params{.J = 0.1});
  auto& shaft = m->add<Spring>("shaft", Spring::Params{.c = 100});
  auto& load = m->add<Inertia>("load", Inertia::Params{.J = 1});
  m->connect(sine.y, torque.tau);
  m->connect(torque.flange, motor.flange_a);
  m->connect(motor.flange_b, shaft.flange_a);
  m->connect(shaft.flange_b, load.flange_a);
  m->set_start("motor.phi", 0, true);
  m->set_start("motor.w", 0, true);
  m->set_start("load.phi", 0, true);
  m->set_start("load.w", 0, true);
  // The load as built (a free inertia), or braked: a subsystem in its place.
  m->declare_variant("load",
                     {{"inertia", nullptr, "free load inertia"},
                      {"braked",
                       [](Model& model) {
                         model.replace("load", [](ComponentContext ctx) {
                           ctx.type_name = BrakedLoad::kTypeName;
                           return std::make_unique<BrakedLoad>(std::move(ctx),
                                                               BrakedLoad::Params{.J = 1, .d = 1});
                         });
                       },
                       "load inertia with a viscous brake (subsystem)"}},
                     "inertia", "what the shaft drives");
  return m;
}

}  // namespace

int main(int argc, char** argv) {
  models::ModelEntry entry{
      .name = "MyLab.SineDrive",
      .description = "sine torque -> motor inertia -> shaft spring -> load (own model)",
      .build = sine_drive,
      .defaults = SimulationOptions{.t_stop = 5.0, .output_interval = 0.01, .rtol = 1e-8},
  };
  models::PartEntry braked{
      .name = "mylab.BrakedLoad",
      .description = "inertia with a viscous brake to its housing (J = 1, d = 1)",
      .build = part<BrakedLoad>(BrakedLoad::Params{}),
  };
  return cli::main(argc, argv, {entry}, {braked});
}
