// The built-in parts that studies and programs put into models by name.
#include "components/electrical/capacitor.hpp"
#include "components/electrical/inductor.hpp"
#include "components/electrical/resistor.hpp"
#include "components/rotational/damper.hpp"
#include "components/rotational/elasto_backlash.hpp"
#include "components/rotational/fixed.hpp"
#include "components/rotational/ideal_gear.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/spring.hpp"
#include "components/rotational/spring_damper.hpp"
#include "components/translational/damper.hpp"
#include "components/translational/mass.hpp"
#include "components/translational/spring.hpp"
#include "components/translational/spring_damper.hpp"
#include "models/registry.hpp"

namespace acausal::models {

const std::vector<PartEntry>& builtin_parts() {
  static const std::vector<PartEntry> all = [] {
    namespace rot = rotational;
    namespace tra = translational;
    namespace el = electrical;
    return std::vector<PartEntry>{
        {"rotational.Inertia", "rotating mass (J = 1 kg.m2)", part<rot::Inertia>()},
        {"rotational.Spring", "linear torsion spring (c = 1e5 N.m/rad)", part<rot::Spring>()},
        {"rotational.Damper", "linear torsion damper (d = 0)", part<rot::Damper>()},
        {"rotational.SpringDamper", "spring and damper in parallel (c = 1e5, d = 0)",
         part<rot::SpringDamper>()},
        {"rotational.ElastoBacklash", "spring-damper with backlash (c = 1e5, d = 0, b = 0)",
         part<rot::ElastoBacklash>()},
        {"rotational.IdealGear", "ideal gear without support (ratio = 1)", part<rot::IdealGear>()},
        {"rotational.IdealGearWithSupport", "ideal gear with a support flange (ratio = 1)",
         part<rot::IdealGear>(rot::IdealGear::Params{.use_support = true})},
        {"rotational.Fixed", "flange fixed to the housing", part<rot::Fixed>()},
        {"translational.Mass", "sliding mass (m = 1 kg)", part<tra::Mass>()},
        {"translational.Spring", "linear spring (c = 1 N/m)", part<tra::Spring>()},
        {"translational.Damper", "linear damper (d = 0)", part<tra::Damper>()},
        {"translational.SpringDamper", "spring and damper in parallel (c = 1, d = 1)",
         part<tra::SpringDamper>()},
        {"electrical.Resistor", "resistor (R = 1 Ohm)", part<el::Resistor>()},
        {"electrical.Capacitor", "capacitor (C = 1 F)", part<el::Capacitor>()},
        {"electrical.Inductor", "inductor (L = 1 H)", part<el::Inductor>()},
    };
  }();
  return all;
}

}  // namespace acausal::models
