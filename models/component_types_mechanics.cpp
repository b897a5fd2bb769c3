// Component types of the rotational and translational libraries.
#include "components/rotational/accelerate.hpp"
#include "components/rotational/angle_sensor.hpp"
#include "components/rotational/bearing_friction.hpp"
#include "components/rotational/brake.hpp"
#include "components/rotational/clutch.hpp"
#include "components/rotational/constant_torque.hpp"
#include "components/rotational/damper.hpp"
#include "components/rotational/elasto_backlash.hpp"
#include "components/rotational/fixed.hpp"
#include "components/rotational/ideal_gear.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/initialize_flange.hpp"
#include "components/rotational/move.hpp"
#include "components/rotational/position.hpp"
#include "components/rotational/rel_angle_sensor.hpp"
#include "components/rotational/rel_speed_sensor.hpp"
#include "components/rotational/speed.hpp"
#include "components/rotational/speed_sensor.hpp"
#include "components/rotational/spring.hpp"
#include "components/rotational/spring_damper.hpp"
#include "components/rotational/stribeck_friction.hpp"
#include "components/rotational/torque.hpp"
#include "components/rotational/torque_sensor.hpp"
#include "components/translational/accelerate.hpp"
#include "components/translational/damper.hpp"
#include "components/translational/fixed.hpp"
#include "components/translational/force.hpp"
#include "components/translational/force_sensor.hpp"
#include "components/translational/mass.hpp"
#include "components/translational/mass_with_stop_and_friction.hpp"
#include "components/translational/move.hpp"
#include "components/translational/position.hpp"
#include "components/translational/position_sensor.hpp"
#include "components/translational/speed.hpp"
#include "components/translational/speed_sensor.hpp"
#include "components/translational/spring.hpp"
#include "components/translational/spring_damper.hpp"
#include "models/component_type_fields.hpp"

namespace acausal::models::detail {

namespace {
constexpr const char* kSupport =
    "true: a support flange takes the reaction (else the housing is fixed)";
}

void add_rotational_types(std::vector<ComponentType>& out) {
  using namespace acausal::rotational;
  out.push_back(component<Inertia>(
      "rotational.Inertia", "rotating mass (MSL Inertia)",
      Fields<InertiaParams>().add("J", &InertiaParams::J, "kg.m2, moment of inertia")));
  out.push_back(
      component<Spring>("rotational.Spring", "linear torsion spring (MSL Spring)",
                        Fields<SpringParams>()
                            .add("c", &SpringParams::c, "N.m/rad, spring constant")
                            .add("phi_rel0", &SpringParams::phi_rel0, "rad, unstretched angle")));
  out.push_back(component<Damper>(
      "rotational.Damper", "linear torsion damper (MSL Damper)",
      Fields<DamperParams>().add("d", &DamperParams::d, "N.m.s/rad, damping constant")));
  out.push_back(component<SpringDamper>(
      "rotational.SpringDamper", "spring and damper in parallel (MSL SpringDamper)",
      Fields<SpringDamperParams>()
          .add("c", &SpringDamperParams::c, "N.m/rad, spring constant")
          .add("d", &SpringDamperParams::d, "N.m.s/rad, damping constant")
          .add("phi_rel0", &SpringDamperParams::phi_rel0, "rad, unstretched angle")));
  out.push_back(component<ElastoBacklash>(
      "rotational.ElastoBacklash", "spring-damper with backlash (MSL ElastoBacklash)",
      Fields<ElastoBacklashParams>()
          .add("c", &ElastoBacklashParams::c, "N.m/rad, spring constant (> 0)")
          .add("d", &ElastoBacklashParams::d, "N.m.s/rad, damping constant")
          .add("b", &ElastoBacklashParams::b, "rad, total backlash")
          .add("phi_rel0", &ElastoBacklashParams::phi_rel0, "rad, unstretched spring angle")));
  out.push_back(
      component<Fixed>("rotational.Fixed", "flange fixed in the housing (MSL Fixed)",
                       Fields<FixedParams>().add("phi0", &FixedParams::phi0, "rad, fixed angle")));
  out.push_back(
      component<IdealGear>("rotational.IdealGear", "ideal gear without inertia (MSL IdealGear)",
                           Fields<IdealGearParams>()
                               .add("ratio", &IdealGearParams::ratio, "flange_a.phi / flange_b.phi")
                               .add("use_support", &IdealGearParams::use_support, kSupport)));
  out.push_back(component<Torque>(
      "rotational.Torque", "torque source from the input tau (MSL Torque)",
      Fields<TorqueParams>().add("use_support", &TorqueParams::use_support, kSupport)));
  out.push_back(component<ConstantTorque>(
      "rotational.ConstantTorque", "constant torque (MSL ConstantTorque)",
      Fields<ConstantTorqueParams>()
          .add("tau_constant", &ConstantTorqueParams::tau_constant, "N.m")
          .add("use_support", &ConstantTorqueParams::use_support, kSupport)));
  out.push_back(component<Accelerate>(
      "rotational.Accelerate", "forced angular acceleration from the input a_ref (MSL Accelerate)",
      Fields<AccelerateParams>().add("use_support", &AccelerateParams::use_support, kSupport)));
  out.push_back(component<Move>(
      "rotational.Move", "forced movement from inputs u[1..3] = phi, w, a (MSL Move)",
      Fields<MoveParams>().add("use_support", &MoveParams::use_support, kSupport)));
  out.push_back(component<Position>(
      "rotational.Position", "forced angle from the input phi_ref (MSL Position)",
      Fields<PositionParams>()
          .add("exact", &PositionParams::exact, "true: phi = phi_ref exactly; false: filtered")
          .add("f_crit", &PositionParams::f_crit, "Hz, critical frequency of the filter")
          .add("use_support", &PositionParams::use_support, kSupport)));
  out.push_back(component<Speed>(
      "rotational.Speed", "forced speed from the input w_ref (MSL Speed)",
      Fields<SpeedParams>()
          .add("exact", &SpeedParams::exact, "true: w = w_ref exactly; false: filtered")
          .add("f_crit", &SpeedParams::f_crit, "Hz, critical frequency of the filter")
          .add("use_support", &SpeedParams::use_support, kSupport)));
  out.push_back(component<AngleSensor>("rotational.AngleSensor", "absolute angle (MSL AngleSensor)",
                                       Fields<AngleSensorParams>()));
  out.push_back(component<SpeedSensor>("rotational.SpeedSensor", "absolute speed (MSL SpeedSensor)",
                                       Fields<SpeedSensorParams>()));
  out.push_back(component<TorqueSensor>("rotational.TorqueSensor", "cut torque (MSL TorqueSensor)",
                                        Fields<TorqueSensorParams>()));
  out.push_back(component<RelAngleSensor>("rotational.RelAngleSensor",
                                          "relative angle (MSL RelAngleSensor)",
                                          Fields<RelAngleSensorParams>()));
  out.push_back(component<RelSpeedSensor>("rotational.RelSpeedSensor",
                                          "relative speed (MSL RelSpeedSensor)",
                                          Fields<RelSpeedSensorParams>()));
  out.push_back(component<InitializeFlange>(
      "rotational.InitializeFlange", "initialises a flange from inputs (MSL InitializeFlange)",
      Fields<InitializeFlangeParams>().choice("state_select", &InitializeFlangeParams::state_select,
                                              state_select_names(), "stateSelect of the flange")));
  out.push_back(component<BearingFriction>(
      "rotational.BearingFriction",
      "Coulomb friction to the housing, stick-slip (MSL BearingFriction)",
      Fields<BearingFrictionParams>()
          .add("tau_pos", &BearingFrictionParams::tau_pos,
               "rows (w [rad/s], friction torque [N.m]), w >= 0")
          .add("peak", &BearingFrictionParams::peak, "breakaway torque / tau_pos(0), >= 1")
          .add("w_small", &BearingFrictionParams::w_small, "rad/s")
          .add("use_support", &BearingFrictionParams::use_support, kSupport)));
  out.push_back(component<Brake>(
      "rotational.Brake", "brake pressed by the input f_normalized (MSL Brake)",
      Fields<BrakeParams>()
          .add("mu_pos", &BrakeParams::mu_pos, "rows (w [rad/s], friction coefficient), w >= 0")
          .add("peak", &BrakeParams::peak, "mu0_max / mu_pos(0), >= 1")
          .add("cgeo", &BrakeParams::cgeo, "geometry constant")
          .add("fn_max", &BrakeParams::fn_max, "N, maximum normal force")
          .add("w_small", &BrakeParams::w_small, "rad/s")
          .add("use_support", &BrakeParams::use_support, kSupport)));
  out.push_back(component<Clutch>(
      "rotational.Clutch", "clutch pressed by the input f_normalized (MSL Clutch)",
      Fields<ClutchParams>()
          .add("mu_pos", &ClutchParams::mu_pos, "rows (w_rel [rad/s], friction coefficient)")
          .add("peak", &ClutchParams::peak, "mu0_max / mu_pos(0), >= 1")
          .add("cgeo", &ClutchParams::cgeo, "geometry constant")
          .add("fn_max", &ClutchParams::fn_max, "N, maximum normal force")
          .add("w_small", &ClutchParams::w_small, "rad/s")));
  out.push_back(component<StribeckFriction>(
      "rotational.StribeckFriction",
      "smooth Stribeck + Coulomb + viscous friction (seed 000 Sec. 4.1)",
      Fields<StribeckFrictionParams>()
          .add("tau_brk", &StribeckFrictionParams::tau_brk, "N.m, breakaway friction torque")
          .add("w_brk", &StribeckFrictionParams::w_brk, "rad/s, breakaway friction velocity")
          .add("tau_C", &StribeckFrictionParams::tau_C, "N.m, Coulomb friction torque")
          .add("f", &StribeckFrictionParams::f, "N.m.s/rad, viscous friction coefficient")
          .add("use_support", &StribeckFrictionParams::use_support, kSupport)));
}

void add_translational_types(std::vector<ComponentType>& out) {
  using namespace acausal::translational;
  out.push_back(component<Mass>(
      "translational.Mass", "sliding mass (MSL Mass)",
      Fields<MassParams>().add("m", &MassParams::m, "kg").add("L", &MassParams::L, "m, length")));
  out.push_back(
      component<Spring>("translational.Spring", "linear spring (MSL Spring)",
                        Fields<SpringParams>()
                            .add("c", &SpringParams::c, "N/m")
                            .add("s_rel0", &SpringParams::s_rel0, "m, unstretched length")));
  out.push_back(component<Damper>("translational.Damper", "linear damper (MSL Damper)",
                                  Fields<DamperParams>().add("d", &DamperParams::d, "N.s/m")));
  out.push_back(component<SpringDamper>(
      "translational.SpringDamper", "spring and damper in parallel (MSL SpringDamper)",
      Fields<SpringDamperParams>()
          .add("c", &SpringDamperParams::c, "N/m")
          .add("d", &SpringDamperParams::d, "N.s/m")
          .add("s_rel0", &SpringDamperParams::s_rel0, "m, unstretched length")));
  out.push_back(component<Fixed>("translational.Fixed", "flange fixed in the housing (MSL Fixed)",
                                 Fields<FixedParams>().add("s0", &FixedParams::s0, "m")));
  out.push_back(component<Force>(
      "translational.Force", "force source from the input f (MSL Force)",
      Fields<ForceParams>().add("use_support", &ForceParams::use_support, kSupport)));
  out.push_back(component<Accelerate>(
      "translational.Accelerate", "forced acceleration from the input a_ref (MSL Accelerate)",
      Fields<AccelerateParams>().add("use_support", &AccelerateParams::use_support, kSupport)));
  out.push_back(
      component<Move>("translational.Move", "forced movement from inputs u[1..3] (MSL Move)",
                      Fields<MoveParams>().add("use_support", &MoveParams::use_support, kSupport)));
  out.push_back(component<Position>(
      "translational.Position", "forced position from the input s_ref (MSL Position)",
      Fields<PositionParams>()
          .add("exact", &PositionParams::exact, "true: s = s_ref exactly; false: filtered")
          .add("f_crit", &PositionParams::f_crit, "Hz, critical frequency of the filter")
          .add("use_support", &PositionParams::use_support, kSupport)));
  out.push_back(component<Speed>(
      "translational.Speed", "forced speed from the input v_ref (MSL Speed)",
      Fields<SpeedParams>()
          .add("exact", &SpeedParams::exact, "true: v = v_ref exactly; false: filtered")
          .add("f_crit", &SpeedParams::f_crit, "Hz, critical frequency of the filter")
          .add("use_support", &SpeedParams::use_support, kSupport)));
  out.push_back(component<PositionSensor>("translational.PositionSensor", "absolute position",
                                          Fields<PositionSensorParams>()));
  out.push_back(component<SpeedSensor>("translational.SpeedSensor", "absolute speed",
                                       Fields<SpeedSensorParams>()));
  out.push_back(component<ForceSensor>("translational.ForceSensor", "cut force",
                                       Fields<ForceSensorParams>()));
  out.push_back(component<MassWithStopAndFriction>(
      "translational.MassWithStopAndFriction", "sliding mass with hard stops and friction (MSL)",
      Fields<MassWithStopAndFrictionParams>()
          .add("smax", &MassWithStopAndFrictionParams::smax, "m, right stop")
          .add("smin", &MassWithStopAndFrictionParams::smin, "m, left stop")
          .add("v_small", &MassWithStopAndFrictionParams::v_small, "m/s")
          .add("F_prop", &MassWithStopAndFrictionParams::F_prop, "N.s/m, viscous friction")
          .add("F_Coulomb", &MassWithStopAndFrictionParams::F_Coulomb, "N, Coulomb friction")
          .add("F_Stribeck", &MassWithStopAndFrictionParams::F_Stribeck, "N, Stribeck effect")
          .add("fexp", &MassWithStopAndFrictionParams::fexp, "s/m, exponential decay")
          .add("m", &MassWithStopAndFrictionParams::m, "kg")
          .add("L", &MassWithStopAndFrictionParams::L, "m, length")));
}

}  // namespace acausal::models::detail
