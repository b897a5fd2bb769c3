#include "models/msl/multibody_engines.hpp"

#include <cmath>
#include <numbers>

#include <fmt/format.h>

#include "components/blocks/critical_damping_filter.hpp"
#include "components/multibody/body_box.hpp"
#include "components/multibody/body_cylinder.hpp"
#include "components/multibody/body_shape.hpp"
#include "components/multibody/fixed_rotation.hpp"
#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/joint_rrp.hpp"
#include "components/multibody/prismatic.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/revolute_planar_loop_constraint.hpp"
#include "components/multibody/world.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/torque_sensor.hpp"

namespace acausal::models::msl {
namespace {

// A cylinder's frames on the engine block: `mounting` to the next cylinder
// along the crank axis, `cylinderInclination` turning the cylinder by its
// inclination about x (MSL's FixedRotation with n_x = {1, 0, 0}, n_y = {0,
// cos a, sin a}).
struct CylinderMounting {
  multibody::FixedTranslation& mounting;
  multibody::FixedRotation& inclination;
};
template <class CylinderGeometry>
CylinderMounting add_cylinder_mounting(Component& cylinder, const CylinderGeometry& p) {
  using namespace multibody;
  return {cylinder.add<FixedTranslation>("mounting",
                                         FixedTranslation::Params{.r = {p.crankLength, 0, 0}}),
          cylinder.add<FixedRotation>(
              "cylinderInclination",
              FixedRotation::Params{.r = {p.crankLength - p.crankPinLength / 2, 0, 0},
                                    .n = {1, 0, 0},
                                    .angle = p.cylinderInclinationAngle})};
}

// The gas column's length: the cylinder's top less the piston and rod above
// the crank pin's lowest point.
template <class CylinderGeometry>
double cylinder_length(const CylinderGeometry& p) {
  return p.cylinderTopPosition - (p.pistonLength + p.rodLength - p.crankPinOffset);
}

// A connecting rod or piston: a body along y with its centre of mass halfway.
multibody::BodyShape::Params body_along_y(double length, double mass,
                                          const multibody::Vector3d& inertia) {
  return {.r = {0, length, 0},
          .r_CM = {0, length / 2, 0},
          .m = mass,
          .I_11 = inertia[0],
          .I_22 = inertia[1],
          .I_33 = inertia[2]};
}

}  // namespace

GasForce2::GasForce2(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      Compliant(static_cast<Component&>(*this)),
      x(variable("x", {.unit = "1", .description = "normalised position 1 - s_rel / L"})),
      v_rel(variable("v_rel", {.unit = "m/s", .description = "relative piston velocity"})),
      press(variable(
          "press",
          {.unit = "Pa", .description = "cylinder pressure", .start = 1e5, .nominal = 1e5})),
      V(variable("V", {.unit = "m3", .description = "volume"})),
      T(variable("T", {.unit = "K", .description = "temperature", .start = 300})),
      dens(variable("dens", {.unit = "kg/m3", .description = "density"})) {
  using enum ParameterCheck;
  const Expr L = parameter("L", p.L, {"m", "length of the cylinder", Positive});
  const Expr d = parameter("d", p.d, {"m", "diameter of the cylinder", Positive});
  const Expr k0 = parameter("k0", p.k0, {"m3", "V = k0 + k1 (1 - x)"});
  const Expr k1 = parameter("k1", p.k1, {"m3", "V = k0 + k1 (1 - x)"});
  const Expr k = parameter("k", p.k, {"J/K", "gas constant (p V = k T)", Positive});
  // R / molar mass of air (MSL 4.0.0: Modelica.Constants.R = 8.314462618 J/(mol K)).
  const double R_air = 8.314462618 / 0.0289651159;
  equation(x, 1.0 - s_rel / L);
  equation(v_rel, der(s_rel));
  auto poly = [&](double c4, double c3, double c2, double c1, double c0) {
    return (((c4 * x + c3) * x + c2) * x + c1) * x + c0;
  };
  // Coefficients: the MSL model's pressure curves (compression, expansion).
  const Expr compression = if_else(x < 0.986061, poly(177.4132, -287.2189, 151.8252, -24.9973, 2.4),
                                   poly(2836360, -10569296, 14761814, -9158505, 2129670));
  const Expr expansion = if_else(x > 0.933, poly(-3929704, 14748765, -20747000, 12964477, -3036495),
                                 poly(145.930, -131.707, 17.3438, 17.9272, 2.4));
  equation(press, 1e5 * if_else(v_rel < 0.0, compression, expansion));
  equation(f, -press * std::numbers::pi * d * d / 4.0);
  equation(V, k0 + k1 * (1.0 - x));
  equation(press * V, k * T);
  equation(dens, press / (R_air * T));
}

QuadraticSpeedDependentTorque::QuadraticSpeedDependentTorque(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      flange(rotational::declare_flange(*this, "flange")),
      w(variable("w", {.unit = "rad/s", .description = "speed of the flange"})),
      tau(variable("tau", {.unit = "N.m", .description = "accelerating torque on the flange"})) {
  const Expr tau_nominal =
      parameter("tau_nominal", p.tau_nominal, {"N.m", "nominal torque (negative: a load)"});
  const Expr w_nominal =
      parameter("w_nominal", p.w_nominal, {"rad/s", "nominal speed", ParameterCheck::Positive});
  equation(w, der(flange.phi));
  equation(tau, -flange.tau);
  equation(tau, tau_nominal * (w / w_nominal) * (w / w_nominal));
}

CylinderFrames::CylinderFrames(ComponentContext ctx)
    : Component(std::move(ctx)),
      cylinder_a(multibody::declare_frame(*this, "cylinder_a")),
      cylinder_b(multibody::declare_frame(*this, "cylinder_b")),
      crank_a(multibody::declare_frame(*this, "crank_a")),
      crank_b(multibody::declare_frame(*this, "crank_b")) {}

Cylinder::Cylinder(ComponentContext ctx, Params p) : CylinderFrames(std::move(ctx)) {
  using namespace multibody;
  const double cylinderLength = cylinder_length(p);
  auto& piston = add<BodyCylinder>(
      "piston", BodyCylinder::Params{.r = {0, p.pistonLength, 0}, .diameter = 0.1});
  auto& connectingRod = add<BodyBox>("connectingRod", BodyBox::Params{.r = {0, p.rodLength, 0},
                                                                      .r_shape = {0, -0.02, 0},
                                                                      .width_direction = {1, 0, 0},
                                                                      .width = 0.02,
                                                                      .height = 0.06});
  auto& b2 = add<Revolute>("b2", Revolute::Params{.n = {1, 0, 0}});
  auto& crank4 = add<BodyBox>("crank4", BodyBox::Params{.r = {0, -p.crankPinOffset, 0},
                                                        .width_direction = {1, 0, 0},
                                                        .width = 0.02,
                                                        .height = 0.05});
  auto& crank3 = add<BodyCylinder>("crank3", BodyCylinder::Params{.r = {p.crankPinLength, 0, 0},
                                                                  .r_shape = {-0.01, 0, 0},
                                                                  .length = 0.12,
                                                                  .diameter = 0.03});
  auto& crank1 = add<BodyCylinder>(
      "crank1", BodyCylinder::Params{.r = {p.crankLength - p.crankPinLength, 0, 0},
                                     .r_shape = {-0.01, 0, 0},
                                     .length = 0.12,
                                     .diameter = 0.05});
  auto& crank2 = add<BodyBox>("crank2", BodyBox::Params{.r = {0, p.crankPinOffset, 0},
                                                        .width_direction = {1, 0, 0},
                                                        .width = 0.02,
                                                        .height = 0.05});
  const Port* b1_a = nullptr;
  const Port* b1_b = nullptr;
  if (p.cut == LoopCut::planar) {
    auto& b1 = add<RevolutePlanarLoopConstraint>(
        "b1", RevolutePlanarLoopConstraint::Params{.n = {1, 0, 0}});
    b1_a = b1.frame_a.port;
    b1_b = b1.frame_b.port;
  } else {
    auto& b1 = add<Revolute>("b1", Revolute::Params{.n = {1, 0, 0}, .closes_loop = true});
    b1_a = b1.frame_a.port;
    b1_b = b1.frame_b.port;
  }
  auto& mid =
      add<FixedTranslation>("mid", FixedTranslation::Params{.r = {p.crankPinLength / 2, 0, 0}});
  auto& cylinder = add<Prismatic>(
      "cylinder", Prismatic::Params{.n = {0, -1, 0}, .use_axis_flange = p.gas_force});
  auto [mounting, cylinderInclination] = add_cylinder_mounting(*this, p);
  auto& crankAngle1 = add<FixedRotation>(
      "crankAngle1", FixedRotation::Params{.n = {1, 0, 0}, .angle = p.crankAngleOffset});
  auto& crankAngle2 = add<FixedRotation>(
      "crankAngle2", FixedRotation::Params{.n = {1, 0, 0}, .angle = -p.crankAngleOffset});
  auto& cylinderTop = add<FixedTranslation>(
      "cylinderTop", FixedTranslation::Params{.r = {0, p.cylinderTopPosition, 0}});
  cylinder.find_variable("s")->options.start = -0.3;  // MSL: s(start = -0.3)

  connect(*b1_a, mid.frame_b);
  connect(connectingRod.frame_a, *b1_b);
  connect(cylinder.frame_b, piston.frame_b);
  connect(crank1.frame_a, crankAngle1.frame_b);
  connect(b2.frame_a, piston.frame_a);
  connect(connectingRod.frame_b, b2.frame_b);
  connect(crank4.frame_b, crankAngle2.frame_a);
  connect(cylinderInclination.frame_b, cylinderTop.frame_a);
  connect(crank1.frame_b, crank2.frame_a);
  connect(crank3.frame_b, crank4.frame_a);
  connect(crank3.frame_a, crank2.frame_b);
  connect(crank2.frame_b, mid.frame_a);
  connect(cylinderTop.frame_b, cylinder.frame_a);
  connect(cylinderInclination.frame_a, cylinder_a);
  connect(mounting.frame_a, cylinder_a);
  connect(mounting.frame_b, cylinder_b);
  connect(crankAngle1.frame_a, crank_a);
  connect(crankAngle2.frame_b, crank_b);
  if (p.gas_force) {
    auto& gasForce = add<GasForce2>("gasForce", GasForce2::Params{.L = cylinderLength, .d = 0.1});
    connect(cylinder.axis, gasForce.flange_b);
    connect(cylinder.support, gasForce.flange_a);
  }
}

CylinderAnalytic::CylinderAnalytic(ComponentContext ctx, Params p)
    : CylinderFrames(std::move(ctx)) {
  using namespace multibody;
  const double cylinderLength = cylinder_length(p);
  auto& mid = add<FixedTranslation>(
      "mid",
      FixedTranslation::Params{.r = {p.crankLength - p.crankPinLength / 2, p.crankPinOffset, 0}});
  auto [mounting, cylinderInclination] = add_cylinder_mounting(*this, p);
  auto& crankAngle = add<FixedRotation>(
      "crankAngle", FixedRotation::Params{.n = {1, 0, 0}, .angle = p.crankAngleOffset});
  // The piston's frame_ib lies pistonLength above its pin, at s_offset + s
  // from the crank axis along -y of the inclined cylinder (s_offset =
  // -cylinderTopPosition); s_guess mid-stroke, on the branch with the piston
  // above the crank.
  auto& jointRRP = add<JointRRP>(
      "jointRRP",
      JointRRP::Params{.n_a = {1, 0, 0},
                       .n_b = {0, -1, 0},
                       .n_m = {1, 0, 0},
                       .rRod1_ia = {0, p.rodLength, 0},
                       .rRod2_ib = {0, -p.pistonLength, 0},
                       .s_offset = -p.cylinderTopPosition,
                       .s_guess = p.cylinderTopPosition - p.pistonLength - p.rodLength});
  auto& connectingRod =
      add<BodyShape>("connectingRod", body_along_y(p.rodLength, p.rodMass, p.rodInertia));
  auto& piston =
      add<BodyShape>("piston", body_along_y(p.pistonLength, p.pistonMass, p.pistonInertia));
  auto& gasForce = add<GasForce2>("gasForce", GasForce2::Params{.L = cylinderLength, .d = 0.1});
  auto& crank =
      add<FixedTranslation>("crank", FixedTranslation::Params{.r = {p.crankLength, 0, 0}});
  connect(jointRRP.frame_ia, connectingRod.frame_a);
  connect(mid.frame_b, jointRRP.frame_a);
  connect(jointRRP.frame_ib, piston.frame_b);
  connect(jointRRP.frame_b, cylinderInclination.frame_b);
  connect(crankAngle.frame_b, mid.frame_a);
  connect(cylinder_a, cylinderInclination.frame_a);
  connect(cylinder_a, mounting.frame_a);
  connect(cylinder_b, mounting.frame_b);
  connect(crankAngle.frame_a, crank_a);
  connect(crank_a, crank.frame_a);
  connect(crank.frame_b, crank_b);
  connect(gasForce.flange_a, jointRRP.bearing);
  connect(gasForce.flange_b, jointRRP.axis);
}

namespace {

// The EngineV6 drive train around the crank shaft: bearing (axis flange),
// torque sensor, load inertia at 10 rad/s, quadratic brake, filtered torque
// and the engine's outputs. Returns the bearing.
multibody::Revolute& add_drive_train(Model& m, multibody::World& world) {
  using namespace multibody;
  auto& bearing =
      m.add<Revolute>("bearing", Revolute::Params{.n = {1, 0, 0}, .use_axis_flange = true});
  auto& load = m.add<rotational::Inertia>("load", rotational::Inertia::Params{.J = 1});
  auto& load2 = m.add<QuadraticSpeedDependentTorque>(
      "load2", QuadraticSpeedDependentTorque::Params{.tau_nominal = -100, .w_nominal = 200});
  auto& torqueSensor = m.add<rotational::TorqueSensor>("torqueSensor");
  auto& filter = m.add<blocks::CriticalDampingFilter>(
      "filter", blocks::CriticalDampingFilter::Params{.order = 2, .f_cut = 5});
  m.set_state_select("load.phi", StateSelect::Always);
  m.set_state_select("load.w", StateSelect::Always);
  m.set_start("load.phi", 0.0, true);
  m.set_start("load.w", 10.0, true);
  m.connect(world.frame_b, bearing.frame_a);
  m.connect(load2.flange, load.flange_b);
  m.connect(torqueSensor.flange_b, load.flange_a);
  m.connect(torqueSensor.tau, filter.u);
  m.connect(torqueSensor.flange_a, bearing.axis);
  const Expr rpm =
      m.variable("engineSpeed_rpm", {.unit = "rev/min", .description = "engine speed"});
  const Expr torque =
      m.variable("engineTorque", {.unit = "N.m", .description = "torque generated by the engine"});
  const Expr filtered =
      m.variable("filteredEngineTorque", {.unit = "N.m", .description = "filtered engine torque"});
  m.equation(rpm, load.w * (30.0 / std::numbers::pi));
  m.equation(torque, filter.u.value);
  m.equation(filtered, filter.y.value);
  return bearing;
}

}  // namespace

namespace {

// The parts MSL's Engine1a and Engine1b share (Loops.Utilities.Engine1Base):
// the crank on its bearing driven by a 1 kg.m2 inertia at 10 rad/s, the crank
// pin `mid`, the cylinder's position, the piston and the connecting rod.
struct Engine1Base {
  multibody::World* world;
  multibody::FixedTranslation *mid, *cylPosition;
  multibody::BodyCylinder* piston;
  multibody::BodyBox* connectingRod;
};

Engine1Base add_engine1_base(Model& m) {
  using namespace multibody;
  auto& world = m.add<World>("world");
  auto& piston =
      m.add<BodyCylinder>("piston", BodyCylinder::Params{.r = {0, -0.1, 0}, .diameter = 0.1});
  auto& connectingRod = m.add<BodyBox>(
      "connectingRod",
      BodyBox::Params{
          .r = {0, -0.2, 0}, .width_direction = {1, 0, 0}, .width = 0.02, .height = 0.06});
  auto& bearing =
      m.add<Revolute>("bearing", Revolute::Params{.n = {1, 0, 0}, .use_axis_flange = true});
  auto& inertia = m.add<rotational::Inertia>("inertia", rotational::Inertia::Params{.J = 1});
  auto& crank1 =
      m.add<BodyCylinder>("crank1", BodyCylinder::Params{.r = {0.1, 0, 0}, .diameter = 0.05});
  auto& crank2 = m.add<BodyBox>(
      "crank2", BodyBox::Params{
                    .r = {0, 0.1, 0}, .width_direction = {1, 0, 0}, .width = 0.02, .height = 0.05});
  auto& crank3 =
      m.add<BodyCylinder>("crank3", BodyCylinder::Params{.r = {0.1, 0, 0}, .diameter = 0.03});
  auto& crank4 = m.add<BodyBox>(
      "crank4",
      BodyBox::Params{
          .r = {0, -0.1, 0}, .width_direction = {1, 0, 0}, .width = 0.02, .height = 0.05});
  auto& mid = m.add<FixedTranslation>("mid", FixedTranslation::Params{.r = {0.05, 0, 0}});
  auto& cylPosition =
      m.add<FixedTranslation>("cylPosition", FixedTranslation::Params{.r = {0.15, 0.45, 0}});
  m.set_state_select("inertia.phi", StateSelect::Always);
  m.set_state_select("inertia.w", StateSelect::Always);
  m.set_start("inertia.phi", 0.0, true);
  m.set_start("inertia.w", 10.0, true);
  m.connect(world.frame_b, bearing.frame_a);
  m.connect(inertia.flange_b, bearing.axis);
  m.connect(bearing.frame_b, crank1.frame_a);
  m.connect(crank1.frame_b, crank2.frame_a);
  m.connect(crank2.frame_b, crank3.frame_a);
  m.connect(crank2.frame_b, mid.frame_a);
  m.connect(crank3.frame_b, crank4.frame_a);
  m.connect(world.frame_b, cylPosition.frame_a);
  return {&world, &mid, &cylPosition, &piston, &connectingRod};
}

}  // namespace

std::unique_ptr<Model> multibody_engine1a() {
  using namespace multibody;
  auto m = std::make_unique<Model>("Modelica.Mechanics.MultiBody.Examples.Loops.Engine1a");
  const Engine1Base base = add_engine1_base(*m);
  auto& b1 = m->add<Revolute>("b1", Revolute::Params{.n = {1, 0, 0}});
  auto& b2 = m->add<RevolutePlanarLoopConstraint>(
      "b2", RevolutePlanarLoopConstraint::Params{.n = {1, 0, 0}});
  auto& cylinder = m->add<Prismatic>("cylinder", Prismatic::Params{.n = {0, -1, 0}});
  m->set_start("cylinder.s", 0.15);
  m->connect(base.cylPosition->frame_b, cylinder.frame_a);
  m->connect(b2.frame_a, base.mid->frame_b);
  m->connect(b2.frame_b, base.connectingRod->frame_b);
  m->connect(base.connectingRod->frame_a, b1.frame_b);
  m->connect(b1.frame_a, base.piston->frame_b);
  m->connect(cylinder.frame_b, base.piston->frame_a);
  return m;
}

std::unique_ptr<Model> multibody_engine1b() {
  using namespace multibody;
  auto m = std::make_unique<Model>("Modelica.Mechanics.MultiBody.Examples.Loops.Engine1b");
  const Engine1Base base = add_engine1_base(*m);
  auto& gasForce = m->add<GasForce2>("gasForce", GasForce2::Params{.L = 0.35, .d = 0.1});
  auto& cylinder =
      m->add<Prismatic>("cylinder", Prismatic::Params{.n = {0, -1, 0}, .use_axis_flange = true});
  auto& rod3 = m->add<FixedTranslation>("rod3", FixedTranslation::Params{.r = {0, -0.1, 0}});
  auto& b1 = m->add<Revolute>("b1", Revolute::Params{.n = {1, 0, 0}});
  auto& rod1 = m->add<FixedTranslation>("rod1", FixedTranslation::Params{.r = {0, -0.2, 0}});
  auto& b2 = m->add<RevolutePlanarLoopConstraint>(
      "b2", RevolutePlanarLoopConstraint::Params{.n = {1, 0, 0}});
  m->set_start("cylinder.s", 0.0);  // MSL's start: the loop assembles at s = 0.05 (top)
  m->connect(base.cylPosition->frame_b, cylinder.frame_a);
  m->connect(gasForce.flange_a, cylinder.support);
  m->connect(gasForce.flange_b, cylinder.axis);
  m->connect(cylinder.frame_b, base.piston->frame_a);
  m->connect(cylinder.frame_b, rod3.frame_a);
  m->connect(rod3.frame_b, b1.frame_a);
  m->connect(b1.frame_b, rod1.frame_a);
  m->connect(rod1.frame_b, b2.frame_b);
  m->connect(b2.frame_a, base.mid->frame_b);
  m->connect(base.connectingRod->frame_b, rod1.frame_b);
  return m;
}

std::unique_ptr<Model> multibody_engine1b_analytic() {
  using namespace multibody;
  auto m = std::make_unique<Model>("Modelica.Mechanics.MultiBody.Examples.Loops.Engine1b_analytic");
  const Engine1Base base = add_engine1_base(*m);
  auto& gasForce = m->add<GasForce2>("gasForce", GasForce2::Params{.L = 0.35, .d = 0.1});
  auto& jointRRP = m->add<JointRRP>("jointRRP", JointRRP::Params{.n_a = {1, 0, 0},
                                                                 .n_b = {0, -1, 0},
                                                                 .n_m = {1, 0, 0},
                                                                 .rRod1_ia = {0, 0.2, 0},
                                                                 .rRod2_ib = {0, -0.1, 0}});
  m->connect(base.mid->frame_b, jointRRP.frame_a);
  m->connect(jointRRP.frame_b, base.cylPosition->frame_b);
  m->connect(gasForce.flange_a, jointRRP.bearing);
  m->connect(gasForce.flange_b, jointRRP.axis);
  m->connect(jointRRP.frame_ib, base.piston->frame_a);
  m->connect(base.connectingRod->frame_b, jointRRP.frame_ia);
  return m;
}

std::unique_ptr<Model> multibody_engine_v6(LoopCut cut) {
  using namespace multibody;
  auto m = std::make_unique<Model>("Modelica.Mechanics.MultiBody.Examples.Loops.EngineV6");
  auto& world = m->add<World>("world");
  auto& bearing = add_drive_train(*m, world);
  // MSL EngineV6: crank offsets and inclinations of the six cylinders, deg.
  constexpr double kOffset[6] = {-30, 90, 210, 210, 90, -30};
  constexpr double kInclination[6] = {-30, 30, -30, 30, -30, 30};
  const double deg = std::numbers::pi / 180;
  std::vector<Cylinder*> cylinders;
  for (int i = 0; i < 6; ++i)
    cylinders.push_back(
        &m->add<Cylinder>(fmt::format("cylinder{}", i + 1),
                          Cylinder::Params{.cylinderInclinationAngle = kInclination[i] * deg,
                                           .crankAngleOffset = kOffset[i] * deg,
                                           .cut = cut}));
  m->connect(bearing.frame_b, cylinders[0]->crank_a);
  m->connect(world.frame_b, cylinders[0]->cylinder_a);
  for (std::size_t i = 0; i + 1 < cylinders.size(); ++i) {
    m->connect(cylinders[i]->crank_b, cylinders[i + 1]->crank_a);
    m->connect(cylinders[i]->cylinder_b, cylinders[i + 1]->cylinder_a);
  }
  return m;
}

std::unique_ptr<Model> multibody_engine_v6_analytic() {
  using namespace multibody;
  auto m = std::make_unique<Model>("Modelica.Mechanics.MultiBody.Examples.Loops.EngineV6_analytic");
  auto& world = m->add<World>("world");
  auto& bearing = add_drive_train(*m, world);
  // The whole crank shaft's mass; its I_11 = 0.1 exceeds I_22 + I_33 = 2e-5
  // (MSL's data), which no real body has.
  auto& crank = m->add<BodyShape>("crank", BodyShape::Params{.r_CM = {6 * 0.1 / 2, 0, 0},
                                                             .m = 6 * 30,
                                                             .I_11 = 0.1,
                                                             .I_22 = 1e-5,
                                                             .I_33 = 1e-5,
                                                             .check_triangle_inequality = false});
  constexpr double kOffset[6] = {-30, 90, 210, 210, 90, -30};
  constexpr double kInclination[6] = {-30, 30, -30, 30, -30, 30};
  const double deg = std::numbers::pi / 180;
  std::vector<CylinderAnalytic*> cylinders;
  for (int i = 0; i < 6; ++i)
    cylinders.push_back(&m->add<CylinderAnalytic>(
        fmt::format("cylinder{}", i + 1),
        CylinderAnalytic::Params{.cylinderInclinationAngle = kInclination[i] * deg,
                                 .crankAngleOffset = kOffset[i] * deg}));
  m->connect(bearing.frame_b, crank.frame_a);
  m->connect(crank.frame_b, cylinders[0]->crank_a);
  m->connect(bearing.frame_a, cylinders[0]->cylinder_a);
  for (std::size_t i = 0; i + 1 < cylinders.size(); ++i) {
    m->connect(cylinders[i]->crank_b, cylinders[i + 1]->crank_a);
    m->connect(cylinders[i]->cylinder_b, cylinders[i + 1]->cylinder_a);
  }
  return m;
}

std::unique_ptr<Model> multibody_engine_one_cylinder(CylinderParams params) {
  using namespace multibody;
  auto m = std::make_unique<Model>("Engines.OneCylinder");
  auto& world = m->add<World>("world");
  auto& bearing = add_drive_train(*m, world);
  auto& cylinder = m->add<Cylinder>("cylinder1", params);
  m->connect(bearing.frame_b, cylinder.crank_a);
  m->connect(world.frame_b, cylinder.cylinder_a);
  return m;
}

}  // namespace acausal::models::msl
