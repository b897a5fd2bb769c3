#include "models/robots/seed000_twin.hpp"

#include <functional>
#include <numbers>
#include <tuple>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "components/drives/pmsm_drives.hpp"
#include "components/drives/servo_motor_records.hpp"
#include "components/multibody/absolute_position.hpp"
#include "components/robotics/cartesian_reference.hpp"
#include "components/robotics/cycloidal_reference.hpp"
#include "components/robotics/dynamics_blocks.hpp"
#include "components/rotational/angle_sensor.hpp"
#include "components/rotational/ideal_gear.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/move.hpp"
#include "components/rotational/speed_sensor.hpp"
#include "components/rotational/stribeck_friction.hpp"
#include "components/rotational/torque.hpp"
#include "components/rotational/torque_sensor.hpp"
#include "dynamics/seed000_inertia.hpp"
#include "kinematics/robot_catalog.hpp"
#include "kinematics/rotations.hpp"
#include "kinematics/transforms.hpp"
#include "models/robots/seed000_arm.hpp"

namespace acausal::models::robots {
namespace {

constexpr int kJoints = 6;

// An ideal torque source with the rotor it spins: the motor of the mechanical
// level, with the ports of a drive (flange, input tau) so that a PMSM drive can
// take its place.
class IdealMotor : public Component {
 public:
  static constexpr const char* kTypeName = "IdealMotor";
  IdealMotor(ComponentContext ctx, double J_rotor)
      : Component(std::move(ctx)),
        flange(rotational::declare_flange(*this, "flange")),
        tau(signal::declare_input(*this, "tau")) {
    auto& torque = add<rotational::Torque>("torque");
    auto& rotor = add<rotational::Inertia>("rotor", rotational::Inertia::Params{.J = J_rotor});
    connect(tau, torque.tau);
    connect(torque.flange, rotor.flange_a);
    connect(rotor.flange_b, flange);
  }
  rotational::Flange flange;
  signal::RealSignal tau;
};

bool has_motors(Seed000Fidelity f) {
  return f != Seed000Fidelity::ideal;
}

// The joint motors: the smallest Yaskawa SGMPH servo whose peak torque covers
// 1.5 x the motor torque the mechanical level needs along the reference with
// the plant's friction (0.43, 2.1, 1.1, 0.41, 0.52, 0.74 N.m; docs/seed000_twin.md).
const acausal::drives::ServoMotorRecord& motor_record(int joint) {
  using namespace acausal::drives::servo_records;
  static const std::array<const acausal::drives::ServoMotorRecord*, kJoints> records{
      &yaskawa_sgmph_01a(), &yaskawa_sgmph_04a(), &yaskawa_sgmph_02a(),
      &yaskawa_sgmph_01a(), &yaskawa_sgmph_01a(), &yaskawa_sgmph_02a()};
  return *records[static_cast<std::size_t>(joint)];
}

// B_m = n_r^2 J_m of the joint motors (seed 000 eq. (27)).
Eigen::VectorXd reflected_rotor_inertias() {
  const Eigen::VectorXd ratio = dynamics::seed000_gear_ratios();
  Eigen::VectorXd b(kJoints);
  for (int i = 0; i < kJoints; ++i) b[i] = ratio[i] * ratio[i] * motor_record(i).J;
  return b;
}

std::shared_ptr<const dynamics::JointSpaceDynamics> controller_dynamics(
    const Seed000TwinOptions& o) {
  const Eigen::Vector3d g = dynamics::downward_gravity();
  const Eigen::VectorXd armature =
      has_motors(o.fidelity) ? reflected_rotor_inertias() : Eigen::VectorXd::Zero(kJoints);
  if (o.controller_model == Seed000ControllerModel::euler_lagrange)
    return dynamics::euler_lagrange_dynamics(dynamics::EulerLagrangeModel(
        kinematics::seed000_robot6().chain(), dynamics::seed000_link_inertias(), g, armature));
  return dynamics::newton_euler_dynamics(
      dynamics::seed000_rigid_body_tree(g).with_armature(armature));
}

// The PMSM servo drive of motor `joint`, with an averaged or a switched inverter.
acausal::drives::PmsmDriveParams drive_params(Seed000Fidelity fidelity, int joint,
                                              double pwm_frequency) {
  acausal::drives::PmsmDriveParams drive = acausal::drives::drive_params(motor_record(joint));
  drive.Ts = 1.0 / pwm_frequency;  // one FOC sample per PWM period
  drive.f_pwm = pwm_frequency;
  drive.inverter = fidelity == Seed000Fidelity::pmsm_switched
                       ? acausal::drives::DriveInverter::SpaceVectorPwm
                       : acausal::drives::DriveInverter::Averaged;
  return drive;
}

// Motor `joint` of a level with motors: the ideal motor (torque source and
// rotor), or the PMSM servo drive.
PartBuilder motor_part(Seed000Fidelity fidelity, int joint, double pwm_frequency) {
  if (fidelity == Seed000Fidelity::mechanical) return part<IdealMotor>(motor_record(joint).J);
  return part<acausal::drives::PmsmTorqueDrive>(drive_params(fidelity, joint, pwm_frequency));
}

// Puts the joint torque command `command` on joint i's axis through the
// level's actuator chain; returns the motor's torque for the results. With
// motors: motor<k> -> shaft<k> (torque sensor) -> gear<k> -> joint axis, and
// friction<k> on the axis. The results read the shaft sensor, not the motor,
// so the motor can be replaced (variant point `motor`).
Expr add_actuator(Model& m, const Seed000TwinOptions& o, int i, const Port& command,
                  const Port& joint_axis) {
  const int k = i + 1;
  if (o.fidelity == Seed000Fidelity::ideal) {
    auto& motor = m.add<rotational::Torque>(fmt::format("motor{}", k));
    m.connect(command, motor.tau);
    m.connect(motor.flange, joint_axis);
    return motor.tau.value;
  }
  const std::string name = fmt::format("motor{}", k);
  Component& motor = o.fidelity == Seed000Fidelity::mechanical
                         ? static_cast<Component&>(m.add<IdealMotor>(name, motor_record(i).J))
                         : m.add<acausal::drives::PmsmTorqueDrive>(
                               name, drive_params(o.fidelity, i, o.pwm_frequency));
  auto& shaft = m.add<rotational::TorqueSensor>(fmt::format("shaft{}", k));
  auto& gear = m.add<rotational::IdealGear>(
      fmt::format("gear{}", k),
      rotational::IdealGear::Params{.ratio = dynamics::seed000_gear_ratios()[i]});
  auto& friction = m.add<rotational::StribeckFriction>(fmt::format("friction{}", k));
  m.connect(command, motor.port_at("tau"));
  m.connect(motor.port_at("flange"), shaft.flange_a);
  m.connect(shaft.flange_b, gear.flange_a);
  m.connect(gear.flange_b, joint_axis);
  m.connect(friction.flange_a, joint_axis);
  return shaft.tau.value;
}

// The three reference outputs of either reference block.
struct JointReference {
  JointReference() = default;
  template <class Block>
  explicit JointReference(Block& b) : q(b.q), qd(b.qd), qdd(b.qdd) {}
  std::vector<signal::RealSignal> q, qd, qdd;
};

// Sec. 2.4: x = 600 + 100 cos(theta), y = 100 sin(theta), z = 500 mm, ZYZ
// (0, 180, 180) deg, theta(t) cycloidal from 0 to 2 pi in T.
std::shared_ptr<const kinematics::CartesianPath> seed000_circle(double T) {
  const Eigen::Matrix3d down = kinematics::from_euler_zyz({0, std::numbers::pi, std::numbers::pi});
  return std::make_shared<const kinematics::CartesianCircle>(
      Eigen::Vector3d(0.6, 0, 0.5), Eigen::Vector3d::UnitZ(),
      kinematics::make_transform(down, {0.7, 0, 0.5}), 2 * std::numbers::pi, down,
      kinematics::TimeLaw::cycloidal(T));
}

robotics::ComputedTorque::Params controller_params(const Seed000TwinOptions& o) {
  robotics::ComputedTorque::Params cp{.model = controller_dynamics(o),
                                      .kp = {o.kp},
                                      .kd = {o.kd},
                                      .friction = robotics::FrictionCompensation::none};
  if (has_motors(o.fidelity)) {
    const Eigen::VectorXd ratio = dynamics::seed000_gear_ratios();
    cp.gear_ratio.assign(ratio.data(), ratio.data() + ratio.size());
    cp.friction = o.friction;
    const rotational::StribeckFrictionParams plant{};
    cp.coulomb = {plant.tau_C};  // eq. (30): F_C sign(qd) + F_V qd with the plant's T_C, f
    cp.viscous = {plant.f};
  }
  return cp;
}

// Variant points of the twin: `motor` (levels with motors), `friction` (the
// controller's friction model, levels with motors) and `dynamics` (the
// controller's algorithm), the last two for computed-torque control.
void declare_variant_points(Model& m, const Seed000TwinOptions& o) {
  if (has_motors(o.fidelity)) {
    std::vector<VariantOption> motors;
    for (const auto& [name, fidelity, what] :
         {std::tuple{"ideal", Seed000Fidelity::mechanical, "ideal torque source with the rotor"},
          std::tuple{"pmsm_averaged", Seed000Fidelity::pmsm_averaged,
                     "PMSM, sampled FOC, averaged inverter"},
          std::tuple{"pmsm_switched", Seed000Fidelity::pmsm_switched,
                     "PMSM, sampled FOC, switched inverter (SVPWM)"}}) {
      std::function<void(Model&)> apply;
      if (fidelity != o.fidelity)
        // A copy: clang before 16 cannot capture a structured binding.
        apply = [level = fidelity, pwm = o.pwm_frequency](Model& mm) {
          for (int i = 0; i < kJoints; ++i)
            mm.replace(fmt::format("motor{}", i + 1), motor_part(level, i, pwm));
        };
      motors.push_back({name, apply, what});
    }
    const char* built = o.fidelity == Seed000Fidelity::mechanical      ? "ideal"
                        : o.fidelity == Seed000Fidelity::pmsm_averaged ? "pmsm_averaged"
                                                                       : "pmsm_switched";
    m.declare_variant("motor", std::move(motors), built, "the six joint motors");
  }
  if (o.control != Seed000Control::computed_torque) return;
  // Both points rebuild the controller from the options chosen so far.
  auto chosen = std::make_shared<Seed000TwinOptions>(o);
  const auto rebuild = [chosen](Model& mm) {
    mm.replace("controller", part<robotics::ComputedTorque>(controller_params(*chosen)));
  };
  if (has_motors(o.fidelity)) {
    std::vector<VariantOption> friction;
    for (const auto& [name, law, what] :
         {std::tuple{"coulomb_viscous", robotics::FrictionCompensation::coulomb_viscous,
                     "eq. (30): F_C sign(qd) + F_V qd (smoothed), the seed's controller"},
          std::tuple{"stribeck", robotics::FrictionCompensation::stribeck,
                     "the plant's own Stribeck law"},
          std::tuple{"none", robotics::FrictionCompensation::none, "no friction compensation"}}) {
      std::function<void(Model&)> apply;
      if (law != o.friction)
        apply = [chosen, rebuild, law = law](Model& mm) {
          chosen->friction = law;
          rebuild(mm);
        };
      friction.push_back({name, apply, what});
    }
    const char* built = o.friction == robotics::FrictionCompensation::coulomb_viscous
                            ? "coulomb_viscous"
                        : o.friction == robotics::FrictionCompensation::stribeck ? "stribeck"
                                                                                 : "none";
    m.declare_variant("friction", std::move(friction), built,
                      "the friction the computed-torque controller compensates");
  }
  std::vector<VariantOption> algorithms;
  for (const auto& [name, algorithm] :
       {std::pair{"newton_euler", Seed000ControllerModel::newton_euler},
        std::pair{"euler_lagrange", Seed000ControllerModel::euler_lagrange}}) {
    std::function<void(Model&)> apply;
    if (algorithm != o.controller_model)
      apply = [chosen, rebuild, algorithm = algorithm](Model& mm) {
        chosen->controller_model = algorithm;
        rebuild(mm);
      };
    algorithms.push_back({name, apply, ""});
  }
  m.declare_variant("dynamics", std::move(algorithms),
                    o.controller_model == Seed000ControllerModel::newton_euler ? "newton_euler"
                                                                               : "euler_lagrange",
                    "the algorithm of the controller's robot model (M, c, g)");
}

// Top-level result signal name = value (an output-only variable: no cost to the solver).
void output(Model& m, const std::string& name, const std::string& unit, const Expr& value) {
  m.equation(m.variable(name, {.unit = unit}), value);
}

}  // namespace

std::string seed000_twin_name(Seed000Fidelity fidelity) {
  switch (fidelity) {
    case Seed000Fidelity::ideal:
      return "Seed000.Twin.Ideal";
    case Seed000Fidelity::mechanical:
      return "Seed000.Twin.Mechanical";
    case Seed000Fidelity::pmsm_averaged:
      return "Seed000.Twin.PmsmAveraged";
    case Seed000Fidelity::pmsm_switched:
      return "Seed000.Twin.PmsmSwitched";
  }
  return "Seed000.Twin";
}

std::unique_ptr<Model> seed000_twin(const Seed000TwinOptions& o) {
  auto m = std::make_unique<Model>(o.name.empty() ? seed000_twin_name(o.fidelity) : o.name);
  const Seed000Mechanism arm = add_seed000_mechanism(*m);
  std::vector<double> theta_r;
  for (double deg : o.theta_r_deg) theta_r.push_back(deg * std::numbers::pi / 180.0);
  // The joint reference: eq. (23), or for kinematic control the Sec. 2.4
  // circle through the closed-form inverse kinematics.
  JointReference reference;
  if (o.control == Seed000Control::kinematic) {
    if (has_motors(o.fidelity))
      throw ModelError(
          "Seed000 twin: kinematic control moves the joints directly (Sec. 2.4, no motors); "
          "choose fidelity ideal with control kinematic");
    reference = JointReference(m->add<robotics::CartesianReference>(
        "reference",
        robotics::CartesianReference::Params{
            .robot = std::make_shared<const kinematics::Robot>(kinematics::seed000_robot6()),
            .path = seed000_circle(o.T),
            .configuration = {kinematics::Shoulder::right, kinematics::Elbow::up,
                              kinematics::Wrist::no_flip}}));
  } else {
    reference = JointReference(m->add<robotics::CycloidalReference>(
        "reference", robotics::CycloidalReference::Params{
                         .q_start = {0.0}, .displacement = theta_r, .duration = o.T}));
  }

  // The torque command for each joint, by the chosen control scheme.
  std::vector<const Port*> command(kJoints);
  if (o.control == Seed000Control::computed_torque) {
    auto& controller = m->add<robotics::ComputedTorque>("controller", controller_params(o));
    for (int i = 0; i < kJoints; ++i) {
      const auto ui = static_cast<std::size_t>(i);
      auto& angle = m->add<rotational::AngleSensor>(fmt::format("angle{}", i + 1));
      auto& speed = m->add<rotational::SpeedSensor>(fmt::format("speed{}", i + 1));
      m->connect(angle.flange, arm.joints[ui]->axis);
      m->connect(speed.flange, arm.joints[ui]->axis);
      m->connect(reference.q[ui], controller.q_d[ui]);
      m->connect(reference.qd[ui], controller.qd_d[ui]);
      m->connect(reference.qdd[ui], controller.qdd_d[ui]);
      m->connect(angle.phi, controller.q[ui]);
      m->connect(speed.w, controller.qd[ui]);
      command[ui] = controller.tau[ui].port;
    }
  } else if (o.control == Seed000Control::inverse_dynamics_multibody ||
             o.control == Seed000Control::kinematic) {
    // Move sources on the joints of a copy of the arm (inverse dynamics) or of
    // the arm itself (kinematic control); torque sensors read the joint torques.
    const bool copy_arm = o.control == Seed000Control::inverse_dynamics_multibody;
    const std::string prefix = copy_arm ? "id_" : "";
    const Seed000Mechanism driven = copy_arm ? add_seed000_mechanism(*m, "id_", arm.base) : arm;
    for (int i = 0; i < kJoints; ++i) {
      const auto ui = static_cast<std::size_t>(i);
      auto& move = m->add<rotational::Move>(fmt::format("{}move{}", prefix, i + 1));
      auto& sensor = m->add<rotational::TorqueSensor>(fmt::format("{}torque{}", prefix, i + 1));
      m->connect(reference.q[ui], move.u[0]);
      m->connect(reference.qd[ui], move.u[1]);
      m->connect(reference.qdd[ui], move.u[2]);
      m->connect(move.flange, sensor.flange_a);
      m->connect(sensor.flange_b, driven.joints[ui]->axis);
      command[ui] = copy_arm ? sensor.tau.port : nullptr;
    }
    if (!copy_arm) {
      auto& tool = m->add<multibody::AbsolutePosition>("tool");
      m->connect(m->port_at("body_placement6.frame_b"), tool.frame_a);
    }
  } else {
    Seed000TwinOptions ideal = o;
    ideal.fidelity = has_motors(o.fidelity) ? Seed000Fidelity::mechanical : Seed000Fidelity::ideal;
    ideal.controller_model = o.control == Seed000Control::inverse_dynamics_euler_lagrange
                                 ? Seed000ControllerModel::euler_lagrange
                                 : Seed000ControllerModel::newton_euler;
    auto& id = m->add<robotics::InverseDynamics>(
        "inverse_dynamics", robotics::InverseDynamics::Params{.model = controller_dynamics(ideal)});
    for (int i = 0; i < kJoints; ++i) {
      const auto ui = static_cast<std::size_t>(i);
      m->connect(reference.q[ui], id.q[ui]);
      m->connect(reference.qd[ui], id.qd[ui]);
      m->connect(reference.qdd[ui], id.qdd[ui]);
      command[ui] = id.tau[ui].port;
    }
  }

  for (int i = 0; i < kJoints; ++i) {
    const auto ui = static_cast<std::size_t>(i);
    const multibody::Revolute& joint = *arm.joints[ui];
    const Expr motor_torque = command[ui] == nullptr
                                  ? joint.tau  // kinematic control: no motor
                                  : add_actuator(*m, o, i, *command[ui], joint.axis);
    if (command[ui] != nullptr) {  // a torque-driven arm starts at rest at q = 0
      m->set_start(fmt::format("joint{}.phi", i + 1), arm.tree.body(i).joint_offset, true);
      m->set_start(fmt::format("joint{}.w", i + 1), 0.0, true);
    }
    const Expr q = joint.phi - arm.tree.body(i).joint_offset;
    output(*m, fmt::format("q_ref[{}]", i + 1), "rad", reference.q[ui].value);
    output(*m, fmt::format("q[{}]", i + 1), "rad", q);
    output(*m, fmt::format("e[{}]", i + 1), "rad", reference.q[ui].value - q);
    output(*m, fmt::format("tau_link[{}]", i + 1), "N.m", joint.tau);
    output(*m, fmt::format("tau_motor[{}]", i + 1), "N.m", motor_torque);
  }
  declare_variant_points(*m, o);
  return m;
}

}  // namespace acausal::models::robots
