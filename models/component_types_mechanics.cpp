// Component types of the rotational and translational libraries.
#include <vector>

#include "components/rotational/accelerate.hpp"
#include "components/rotational/angle_sensor.hpp"
#include "components/rotational/bearing_friction.hpp"
#include "components/rotational/brake.hpp"
#include "components/rotational/clutch.hpp"
#include "components/rotational/constant_speed.hpp"
#include "components/rotational/constant_torque.hpp"
#include "components/rotational/damper.hpp"
#include "components/rotational/eddy_current_torque.hpp"
#include "components/rotational/elasto_backlash.hpp"
#include "components/rotational/elasto_backlash2.hpp"
#include "components/rotational/fixed.hpp"
#include "components/rotational/ideal_gear.hpp"
#include "components/rotational/ideal_planetary.hpp"
#include "components/rotational/ideal_rolling_wheel.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/initialize_flange.hpp"
#include "components/rotational/lossy_gear.hpp"
#include "components/rotational/move.hpp"
#include "components/rotational/multi_sensor.hpp"
#include "components/rotational/one_way_clutch.hpp"
#include "components/rotational/position.hpp"
#include "components/rotational/quadratic_speed_dependent_torque.hpp"
#include "components/rotational/rel_angle_sensor.hpp"
#include "components/rotational/rel_speed_sensor.hpp"
#include "components/rotational/speed.hpp"
#include "components/rotational/speed_sensor.hpp"
#include "components/rotational/spring.hpp"
#include "components/rotational/spring_damper.hpp"
#include "components/rotational/stribeck_friction.hpp"
#include "components/rotational/torque.hpp"
#include "components/rotational/torque_sensor.hpp"
#include "components/rotational/torque_step.hpp"
#include "components/translational/acc_sensor.hpp"
#include "components/translational/accelerate.hpp"
#include "components/translational/brake.hpp"
#include "components/translational/damper.hpp"
#include "components/translational/eddy_current_force.hpp"
#include "components/translational/elasto_gap.hpp"
#include "components/translational/fixed.hpp"
#include "components/translational/force.hpp"
#include "components/translational/force_sensor.hpp"
#include "components/translational/mass.hpp"
#include "components/translational/mass_with_stop_and_friction.hpp"
#include "components/translational/move.hpp"
#include "components/translational/multi_sensor.hpp"
#include "components/translational/position.hpp"
#include "components/translational/position_sensor.hpp"
#include "components/translational/quadratic_speed_dependent_force.hpp"
#include "components/translational/rod.hpp"
#include "components/translational/rolling_resistance.hpp"
#include "components/translational/speed.hpp"
#include "components/translational/speed_sensor.hpp"
#include "components/translational/spring.hpp"
#include "components/translational/spring_damper.hpp"
#include "components/translational/support_friction.hpp"
#include "components/translational/vehicle.hpp"
#include "models/component_type_fields.hpp"

namespace acausal::models::detail {

namespace {
constexpr const char* kSupport =
    "true: a support flange takes the reaction (else the housing is fixed)";

/// LossyGear's lossTable: rows of five numbers.
Fields<rotational::LossyGearParams>& loss_table_field(Fields<rotational::LossyGearParams>& f) {
  using P = rotational::LossyGearParams;
  return f.custom(
      "lossTable", "table",
      "rows (w [rad/s], eta_mf1, eta_mf2, tau_bf1 [N.m], tau_bf2 [N.m]), w increasing: mesh "
      "efficiency when flange_a / flange_b drives and bearing friction torque, at speed |w_a|",
      [](P& p, const FieldContext& w, const OptionValue& v) {
        p.lossTable.clear();
        for (const auto& row : read_table(w, v)) {
          if (row.size() != 5)
            wrong_kind(w, "a table of rows (w, eta_mf1, eta_mf2, tau_bf1, tau_bf2)", v);
          p.lossTable.push_back({row[0], row[1], row[2], row[3], row[4]});
        }
      },
      [](const P& p) {
        std::vector<std::vector<double>> rows;
        for (const auto& r : p.lossTable) rows.emplace_back(r.begin(), r.end());
        return show(rows);
      });
}
}  // namespace

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
  out.push_back(component<ElastoBacklash2>(
      "rotational.ElastoBacklash2",
      "spring-damper with backlash, contact torque may jump (MSL ElastoBacklash2)",
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
  out.push_back(component<ConstantSpeed>(
      "rotational.ConstantSpeed", "constant speed, not dependent on torque (MSL ConstantSpeed)",
      Fields<ConstantSpeedParams>()
          .add("w_fixed", &ConstantSpeedParams::w_fixed, "rad/s, fixed speed")
          .add("use_support", &ConstantSpeedParams::use_support, kSupport)));
  out.push_back(component<TorqueStep>(
      "rotational.TorqueStep", "constant torque plus a step at startTime (MSL TorqueStep)",
      Fields<TorqueStepParams>()
          .add("stepTorque", &TorqueStepParams::stepTorque,
               "N.m, height of the step (negative: a load)")
          .add("offsetTorque", &TorqueStepParams::offsetTorque, "N.m, torque before the step")
          .add("startTime", &TorqueStepParams::startTime, "s, time of the step")
          .add("use_support", &TorqueStepParams::use_support, kSupport)));
  out.push_back(component<QuadraticSpeedDependentTorque>(
      "rotational.QuadraticSpeedDependentTorque",
      "torque quadratic in the speed (MSL QuadraticSpeedDependentTorque)",
      Fields<QuadraticSpeedDependentTorqueParams>()
          .add("tau_nominal", &QuadraticSpeedDependentTorqueParams::tau_nominal,
               "N.m, torque at w_nominal (negative: a load in the direction of rotation)")
          .add("torque_direction", &QuadraticSpeedDependentTorqueParams::torque_direction,
               "true: the same direction for both directions of rotation (MSL "
               "TorqueDirection)")
          .add("w_nominal", &QuadraticSpeedDependentTorqueParams::w_nominal,
               "rad/s, nominal speed (> 0)")
          .add("use_support", &QuadraticSpeedDependentTorqueParams::use_support, kSupport)));
  {
    using P = EddyCurrentTorqueParams;
    out.push_back(component<EddyCurrentTorque>(
        "rotational.EddyCurrentTorque",
        "eddy current brake, torque 2 tau_nominal x / (1 + x^2) of the relative speed x "
        "(MSL EddyCurrentTorque)",
        Fields<P>()
            .add("tau_nominal", &P::tau_nominal, "N.m, maximum torque (positive: braking)")
            .add("w_nominal", &P::w_nominal, "rad/s, speed of the maximum torque at TRef (> 0)")
            .add("TRef", &P::TRef, "K, reference temperature")
            .add("alpha20", &P::alpha20,
                 "1/K, temperature coefficient of the resistance at 20 degC")
            .add("use_support", &P::use_support, kSupport)
            .add("use_heat_port", &P::use_heat_port,
                 "true: a heat port heatPort takes the losses (MSL useHeatPort)")
            .add("T", &P::T, "K, fixed device temperature without heat port")));
  }
  out.push_back(component<IdealPlanetary>(
      "rotational.IdealPlanetary",
      "ideal planetary gear: sun, carrier and ring flanges (MSL IdealPlanetary)",
      Fields<IdealPlanetaryParams>().add("ratio", &IdealPlanetaryParams::ratio,
                                         "number of ring teeth / number of sun teeth")));
  out.push_back(component<IdealRollingWheel>(
      "rotational.IdealRollingWheel",
      "rolling wheel without slip: flangeR turns, flangeT moves (MSL IdealRollingWheel)",
      Fields<IdealRollingWheelParams>()
          .add("radius", &IdealRollingWheelParams::radius, "m, wheel radius")
          .add("use_support_r", &IdealRollingWheelParams::use_support_r,
               "true: a rotational support flange supportR (MSL useSupportR)")
          .add("use_support_t", &IdealRollingWheelParams::use_support_t,
               "true: a translational support flange supportT (MSL useSupportT)")));
  {
    Fields<LossyGearParams> f;
    f.add("ratio", &LossyGearParams::ratio, "flange_a.phi / flange_b.phi");
    loss_table_field(f).add("use_support", &LossyGearParams::use_support, kSupport);
    out.push_back(
        component<LossyGear>("rotational.LossyGear",
                             "gear with mesh efficiency and bearing friction (MSL LossyGear)", f));
  }
  out.push_back(component<OneWayClutch>(
      "rotational.OneWayClutch",
      "freewheel in parallel with a clutch pressed by f_normalized (MSL OneWayClutch)",
      Fields<OneWayClutchParams>()
          .add("mu_pos", &OneWayClutchParams::mu_pos,
               "rows (w_rel [rad/s], friction coefficient), w_rel >= 0")
          .add("peak", &OneWayClutchParams::peak, "mu0_max / mu_pos(0), >= 1")
          .add("cgeo", &OneWayClutchParams::cgeo, "geometry constant")
          .add("fn_max", &OneWayClutchParams::fn_max, "N, maximum normal force")
          .add("w_small", &OneWayClutchParams::w_small,
               "rad/s, relative speed below which the clutch may stick (MSL w_small)")));
  out.push_back(component<MultiSensor>("rotational.MultiSensor",
                                       "torque, absolute speed and power (MSL MultiSensor)",
                                       Fields<MultiSensorParams>()));
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
  out.push_back(component<Brake>(
      "translational.Brake", "brake pressed by the input f_normalized (MSL Brake)",
      Fields<BrakeParams>()
          .add("mu_pos", &BrakeParams::mu_pos, "rows (v [m/s], friction coefficient), v >= 0")
          .add("peak", &BrakeParams::peak, "mu0_max / mu_pos(0), >= 1")
          .add("cgeo", &BrakeParams::cgeo, "geometry constant")
          .add("fn_max", &BrakeParams::fn_max, "N, maximum normal force")
          .add("v_small", &BrakeParams::v_small,
               "m/s, speed below which the brake may stick (MSL v_small)")
          .add("use_support", &BrakeParams::use_support, kSupport)));
  out.push_back(component<SupportFriction>(
      "translational.SupportFriction",
      "Coulomb friction in the support, force a table of the velocity (MSL SupportFriction)",
      Fields<SupportFrictionParams>()
          .add("f_pos", &SupportFrictionParams::f_pos, "rows (v [m/s], friction force [N]), v >= 0")
          .add("peak", &SupportFrictionParams::peak, "f0_max / f_pos(0), >= 1")
          .add("v_small", &SupportFrictionParams::v_small,
               "m/s, speed below which the element may stick (MSL v_small)")
          .add("use_support", &SupportFrictionParams::use_support, kSupport)));
  out.push_back(component<AccSensor>("translational.AccSensor",
                                     "absolute acceleration (MSL AccSensor)",
                                     Fields<AccSensorParams>()));
  out.push_back(component<MultiSensor>("translational.MultiSensor",
                                       "force, absolute velocity and power (MSL MultiSensor)",
                                       Fields<MultiSensorParams>()));
  out.push_back(component<Rod>(
      "translational.Rod", "massless rigid rod (MSL Rod)",
      Fields<RodParams>().add("L", &RodParams::L, "m, length (flange_b.s - flange_a.s)")));
  out.push_back(component<ElastoGap>(
      "translational.ElastoGap",
      "spring-damper acting only in contact, s_rel < s_rel0 (MSL ElastoGap)",
      Fields<ElastoGapParams>()
          .add("c", &ElastoGapParams::c, "N/m, spring constant")
          .add("d", &ElastoGapParams::d, "N.s/m, damping constant")
          .add("s_rel0", &ElastoGapParams::s_rel0, "m, unstretched spring length")
          .add("n", &ElastoGapParams::n,
               "exponent of the spring force c |s_rel - s_rel0|^n, >= 1")));
  out.push_back(component<QuadraticSpeedDependentForce>(
      "translational.QuadraticSpeedDependentForce",
      "force quadratic in the speed (MSL QuadraticSpeedDependentForce)",
      Fields<QuadraticSpeedDependentForceParams>()
          .add("f_nominal", &QuadraticSpeedDependentForceParams::f_nominal,
               "N, force at v_nominal (negative: a load in the direction of motion)")
          .add("force_direction", &QuadraticSpeedDependentForceParams::force_direction,
               "true: the same direction for both directions of motion (MSL ForceDirection)")
          .add("v_nominal", &QuadraticSpeedDependentForceParams::v_nominal,
               "m/s, nominal speed (> 0)")
          .add("use_support", &QuadraticSpeedDependentForceParams::use_support, kSupport)));
  {
    using P = EddyCurrentForceParams;
    out.push_back(component<EddyCurrentForce>(
        "translational.EddyCurrentForce",
        "linear eddy current brake, force 2 f_nominal x / (1 + x^2) of the relative speed x "
        "(MSL EddyCurrentForce)",
        Fields<P>()
            .add("f_nominal", &P::f_nominal, "N, maximum force (positive: braking)")
            .add("v_nominal", &P::v_nominal, "m/s, speed of the maximum force at TRef (> 0)")
            .add("TRef", &P::TRef, "K, reference temperature")
            .add("alpha20", &P::alpha20,
                 "1/K, temperature coefficient of the resistance at 20 degC")
            .add("use_support", &P::use_support, kSupport)
            .add("use_heat_port", &P::use_heat_port,
                 "true: a heat port heatPort takes the losses (MSL useHeatPort)")
            .add("T", &P::T, "K, fixed device temperature without heat port")));
  }
  out.push_back(component<RollingResistance>(
      "translational.RollingResistance", "resistance of a rolling wheel (MSL RollingResistance)",
      Fields<RollingResistanceParams>()
          .add("fWeight", &RollingResistanceParams::fWeight, "N, wheel load due to gravity")
          .add("use_cr_input", &RollingResistanceParams::use_cr_input,
               "true: the coefficient from the input cr (MSL useCrInput)")
          .add("CrConstant", &RollingResistanceParams::CrConstant,
               "rolling resistance coefficient (use_cr_input = false)")
          .add("use_inclination_input", &RollingResistanceParams::use_inclination_input,
               "true: the inclination from the input inclination (MSL useInclinationInput)")
          .add("inclinationConstant", &RollingResistanceParams::inclinationConstant,
               "tan(angle) of the road (use_inclination_input = false)")
          .choice("reg", &RollingResistanceParams::reg,
                  {{"exp", Regularization::Exp},
                   {"sine", Regularization::Sine},
                   {"linear", Regularization::Linear},
                   {"cosine", Regularization::CoSine}},
                  "regularisation of sign(v) below v0 (MSL Types.Regularization)")
          .add("v0", &RollingResistanceParams::v0, "m/s, regularisation below v0")
          .add("use_support", &RollingResistanceParams::use_support, kSupport)));
  out.push_back(component<Vehicle>(
      "translational.Vehicle",
      "vehicle with drive train inertia, wheel, drag, rolling resistance and inclination (MSL "
      "Vehicle)",
      Fields<VehicleParams>()
          .add("m", &VehicleParams::m, "kg, total mass of the vehicle")
          .add("g", &VehicleParams::g, "m/s2, gravity acceleration")
          .add("J", &VehicleParams::J, "kg.m2, rotational inertia of the drive train (0: none)")
          .add("R", &VehicleParams::R, "m, wheel radius")
          .add("A", &VehicleParams::A, "m2, cross section of the vehicle")
          .add("Cd", &VehicleParams::Cd, "drag resistance coefficient")
          .add("rho", &VehicleParams::rho, "kg/m3, density of air")
          .add("use_wind_input", &VehicleParams::use_wind_input,
               "true: wind speed from the input vWind (MSL useWindInput)")
          .add("vWindConstant", &VehicleParams::vWindConstant,
               "m/s, wind speed (use_wind_input = false)")
          .add("use_cr_input", &VehicleParams::use_cr_input,
               "true: rolling resistance coefficient from the input cr (MSL useCrInput)")
          .add("CrConstant", &VehicleParams::CrConstant,
               "rolling resistance coefficient (use_cr_input = false)")
          .add("vReg", &VehicleParams::vReg, "m/s, regularisation of the rolling resistance")
          .add("use_inclination_input", &VehicleParams::use_inclination_input,
               "true: inclination from the input inclination (MSL useInclinationInput)")
          .add("inclinationConstant", &VehicleParams::inclinationConstant,
               "tan(angle) of the road (use_inclination_input = false)")));
}

}  // namespace acausal::models::detail
