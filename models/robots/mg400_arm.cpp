#include "models/robots/mg400_arm.hpp"

#include <optional>

#include <fmt/format.h>

#include "components/blocks/profiles.hpp"
#include "components/multibody/absolute_position.hpp"
#include "components/multibody/body.hpp"
#include "components/multibody/eigen_params.hpp"
#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/world.hpp"
#include "components/rotational/position.hpp"
#include "components/rotational/spring_damper.hpp"
#include "components/rotational/torque.hpp"
#include "components/rotational/torque_sensor.hpp"
#include "core/errors.hpp"
#include "kinematics/ik_mg400.hpp"
#include "models/robots/mg400_parameters.hpp"

namespace acausal::models::robots {

using multibody::body_params;
using multibody::to_array;
namespace {

using multibody::Vector3d;

// Pivot of a part: Table 1's origin of a part, in the base frame [m].
Eigen::Vector3d pivot(const std::string& part) {
  return mg400_part_frame(mg400_part(part)).translation();
}

class Mg400Builder {
 public:
  Mg400Builder(Model& m, std::string prefix) : m_(m), prefix_(std::move(prefix)) {}

  // A joint frame at `at` (base coordinates at zero angles), axes parallel to
  // the base's: the joint moves it about `axis` relative to `from`.
  const Port& joint(const std::string& name, const Port& from, const Eigen::Vector3d& from_at,
                    const Eigen::Vector3d& at, const Vector3d& axis, bool flange = false,
                    multibody::Revolute** out = nullptr) {
    const Port& start = offset(name + "_placement", from, at - from_at);
    auto& j = m_.add<multibody::Revolute>(
        prefix_ + name, multibody::Revolute::Params{.n = axis, .use_axis_flange = flange});
    m_.connect(start, *j.frame_a.port);
    if (out) *out = &j;
    return *j.frame_b.port;
  }

  // Part `part` carried by the joint frame `frame` located at `at`.
  void body(const std::string& part, const Port& frame, const Eigen::Vector3d& at) {
    Eigen::Isometry3d joint_frame = Eigen::Isometry3d::Identity();
    joint_frame.translation() = at;
    const Mg400MassProperties mp = mg400_mass_properties(mg400_part(part), joint_frame);
    auto& b = m_.add<multibody::Body>(prefix_ + part,
                                      body_params(mp.mass, mp.center_of_mass, mp.inertia));
    m_.connect(frame, *b.frame_a.port);
  }

  // A frame fixed `r` away from `frame` (base axes at zero angles).
  const Port& offset(const std::string& name, const Port& frame, const Eigen::Vector3d& r) {
    auto& t = m_.add<multibody::FixedTranslation>(
        prefix_ + name, multibody::FixedTranslation::Params{.r = to_array(r)});
    m_.connect(frame, *t.frame_a.port);
    return *t.frame_b.port;
  }

  // The loop-closing joint between two frames that both sit at `at`.
  multibody::Revolute* closure(const std::string& name, const Port& a, const Port& b) {
    auto& j = m_.add<multibody::Revolute>(
        prefix_ + name, multibody::Revolute::Params{.n = kHorizontal, .closes_loop = true});
    m_.connect(a, *j.frame_a.port);
    m_.connect(b, *j.frame_b.port);
    return &j;
  }

  static constexpr Vector3d kVertical{0, 0, 1};
  // Positive angles lean parts towards +x from vertical (kinematics::make_mg400_chain).
  static constexpr Vector3d kHorizontal{0, 1, 0};

 private:
  Model& m_;
  std::string prefix_;
};

}  // namespace

Mg400Mechanism add_mg400_mechanism(Model& m, const Port& base, const std::string& prefix) {
  Mg400Mechanism mech;
  Mg400Builder b(m, prefix);
  constexpr Vector3d vertical = Mg400Builder::kVertical, horizontal = Mg400Builder::kHorizontal;
  const Eigen::Vector3d origin = Eigen::Vector3d::Zero();
  // Pivots at zero angles (Table 1). The levelling plate L2b carries the rod
  // L2a's upper end where the parallelogram puts it: the elbow plus the
  // vector from the shoulder to L2a's lower pivot; likewise the wrist plate
  // L33b carries the wrist rod's end at the forearm's end plus (A33a - A2b).
  const Eigen::Vector3d shoulder = pivot("L2"), elbow = pivot("L2b"), level_rod = pivot("L2a");
  const Eigen::Vector3d crank_end = pivot("L32"), forearm_rear = pivot("L33");
  const Eigen::Vector3d wrist_rod = pivot("L33a"), forearm_end = pivot("L33b"),
                        flange = pivot("L4");
  const Eigen::Vector3d level_rod_top = elbow + (level_rod - shoulder);
  const Eigen::Vector3d rod_top = forearm_rear;
  const Eigen::Vector3d wrist_rod_end = forearm_end + (wrist_rod - elbow);

  const Port& l1 = b.joint("J1", base, origin, origin, vertical, true, &mech.active[0]);
  b.body("L1", l1, origin);
  const Port& l2 = b.joint("J2", l1, origin, shoulder, horizontal, true, &mech.active[1]);
  b.body("L2", l2, shoulder);
  const Port& l33 = b.joint("J3", l2, shoulder, elbow, horizontal, true, &mech.active[2]);
  b.body("L33", l33, elbow);
  // Loop 1: the crank L31 turns with the forearm, the rod L32 with the upper arm.
  const Port& l31 = b.joint("crank", l1, origin, shoulder, horizontal);
  b.body("L31", l31, shoulder);
  const Port& l32 = b.joint("rod", l31, shoulder, crank_end, horizontal);
  b.body("L32", l32, crank_end);
  // Loop 2: the levelling rod L2a parallel to L2, the plate L2b level.
  const Port& l2a = b.joint("level_rod", l1, origin, level_rod, horizontal);
  b.body("L2a", l2a, level_rod);
  const Port& l2b = b.joint("level_plate", l2, shoulder, elbow, horizontal);
  b.body("L2b", l2b, elbow);
  // Loop 3: the wrist rod L33a parallel to the forearm, the wrist plate L33b level.
  const Port& l33a = b.joint("wrist_rod", l2b, elbow, wrist_rod, horizontal);
  b.body("L33a", l33a, wrist_rod);
  const Port& l33b = b.joint("wrist_plate", l33, elbow, forearm_end, horizontal);
  b.body("L33b", l33b, forearm_end);
  const Port& l4 = b.joint("J4", l33b, forearm_end, flange, vertical, true, &mech.active[3]);
  b.body("L4", l4, flange);
  mech.tool = &l4;

  mech.loop_closures[0] = b.closure("rod_top", b.offset("rod_top_on_L32", l32, rod_top - crank_end),
                                    b.offset("rod_top_on_L33", l33, rod_top - elbow));
  mech.loop_closures[1] =
      b.closure("level_rod_top", b.offset("level_rod_top_on_L2a", l2a, level_rod_top - level_rod),
                b.offset("level_rod_top_on_L2b", l2b, level_rod_top - elbow));
  mech.loop_closures[2] =
      b.closure("wrist_rod_end", b.offset("wrist_rod_end_on_L33a", l33a, wrist_rod_end - wrist_rod),
                b.offset("wrist_rod_end_on_L33b", l33b, wrist_rod_end - forearm_end));
  return mech;
}

std::vector<std::pair<std::string, double>> mg400_passive_angles(const Eigen::Vector4d& theta) {
  // Absolute (about +y, from vertical or horizontal) angles: upper arm and
  // levelling rod theta2; forearm, crank, wrist rod theta2 + theta3; plates 0.
  const double upper = theta[1], forearm = theta[1] + theta[2];
  return {{"crank", forearm},     {"rod", upper - forearm},  {"rod_top", forearm - upper},
          {"level_rod", upper},   {"level_plate", -upper},   {"level_rod_top", -upper},
          {"wrist_rod", forearm}, {"wrist_plate", -forearm}, {"wrist_rod_end", -forearm}};
}

Mg400Waypoints mg400_waypoints(const Mg400TrajectoryOptions& o) {
  const kinematics::Mg400Ik ik;
  Mg400Waypoints w;
  Eigen::VectorXd previous = Eigen::VectorXd::Zero(4);
  for (std::size_t k = 0; k < o.targets.size(); ++k) {
    const Eigen::Vector4d& target = o.targets[k];
    Eigen::Isometry3d pose = Eigen::Isometry3d::Identity();
    pose.translation() = target.head<3>();
    pose.linear() = Eigen::AngleAxisd(target[3], Eigen::Vector3d::UnitZ()).toRotationMatrix();
    const kinematics::IkResult r =
        ik.solve(pose, {.shoulder = kinematics::Shoulder::right, .elbow = kinematics::Elbow::up});
    const kinematics::IkSolution* s = r.closest_to(previous);
    if (!s)
      throw ModelError(fmt::format("{}: target {} ({:g}, {:g}, {:g}) m, Rz {:g} rad: {}", o.name,
                                   k + 1, target[0], target[1], target[2], target[3], r.failure));
    previous = s->q;
    w.times.push_back(o.segment_time * static_cast<double>(k));
    w.theta.push_back(s->q);
  }
  return w;
}

namespace {

const Port& mg400_world(Model& m) {
  return *m.add<multibody::World>("world", multibody::World::Params{.n = {0, 0, -1}, .g = 9.80665})
              .frame_b.port;
}

blocks::QuinticWaypoints& mg400_trajectory(Model& m, const Mg400Waypoints& w) {
  blocks::QuinticWaypoints::Params path{.times = w.times, .waypoints = {}};
  for (const Eigen::Vector4d& q : w.theta) path.waypoints.push_back({q[0], q[1], q[2], q[3]});
  return m.add<blocks::QuinticWaypoints>("trajectory", path);
}

// Start values of every joint at the first waypoint (the passive ones are
// guesses for the initialisation, which closes the loops).
void mg400_start(Model& m, const std::string& prefix, const Eigen::Vector4d& theta, bool fixed) {
  for (int i = 0; i < 4; ++i)
    m.set_start(fmt::format("{}J{}.phi", prefix, i + 1), theta[i],
                fixed ? std::optional<bool>(true) : std::nullopt);
  for (const auto& [joint, angle] : mg400_passive_angles(theta))
    m.set_start(prefix + joint + ".phi", angle);
}

// Sensors: the flange point and both frames of every loop-closing joint.
void mg400_sensors(Model& m, const Mg400Mechanism& mech) {
  auto& tool = m.add<multibody::AbsolutePosition>("tool");
  m.connect(*mech.tool, *tool.frame_a.port);
  for (std::size_t k = 0; k < 3; ++k) {
    auto& a = m.add<multibody::AbsolutePosition>(fmt::format("closure{}_a", k + 1));
    auto& b = m.add<multibody::AbsolutePosition>(fmt::format("closure{}_b", k + 1));
    m.connect(*mech.loop_closures[k]->frame_a.port, *a.frame_a.port);
    m.connect(*mech.loop_closures[k]->frame_b.port, *b.frame_a.port);
  }
}

}  // namespace

std::unique_ptr<Model> mg400_palletizing(const Mg400TrajectoryOptions& o) {
  auto m = std::make_unique<Model>(o.name);
  const Mg400Mechanism mech = add_mg400_mechanism(*m, mg400_world(*m));
  const Mg400Waypoints w = mg400_waypoints(o);
  auto& trajectory = mg400_trajectory(*m, w);
  for (std::size_t i = 0; i < 4; ++i) {
    auto& drive = m->add<rotational::Position>(fmt::format("drive{}", i + 1),
                                               rotational::Position::Params{.exact = true});
    m->connect(trajectory.q[i], drive.phi_ref);
    m->connect(drive.flange, mech.active[i]->axis);
  }
  mg400_start(*m, "", w.theta.front(), false);
  mg400_sensors(*m, mech);
  return m;
}

std::unique_ptr<Model> mg400_inverse_dynamics_control(const Mg400ControlOptions& o) {
  auto m = std::make_unique<Model>(o.trajectory.name);
  const Port& world = mg400_world(*m);
  const Mg400Mechanism plant = add_mg400_mechanism(*m, world);
  const Mg400Mechanism copy = add_mg400_mechanism(*m, world, "id_");
  const Mg400Waypoints w = mg400_waypoints(o.trajectory);
  auto& trajectory = mg400_trajectory(*m, w);
  for (std::size_t i = 0; i < 4; ++i) {
    auto& drive = m->add<rotational::Position>(fmt::format("id_drive{}", i + 1),
                                               rotational::Position::Params{.exact = true});
    auto& sensor = m->add<rotational::TorqueSensor>(fmt::format("id_torque{}", i + 1));
    auto& torque = m->add<rotational::Torque>(fmt::format("torque{}", i + 1));
    m->connect(trajectory.q[i], drive.phi_ref);
    m->connect(drive.flange, sensor.flange_a);
    m->connect(sensor.flange_b, copy.active[i]->axis);
    m->connect(sensor.tau, torque.tau);
    m->connect(torque.flange, plant.active[i]->axis);
    if (o.kp > 0 || o.kd > 0) {
      auto& reference = m->add<rotational::Position>(fmt::format("pd_reference{}", i + 1),
                                                     rotational::Position::Params{.exact = true});
      auto& pd = m->add<rotational::SpringDamper>(
          fmt::format("pd{}", i + 1), rotational::SpringDamper::Params{.c = o.kp, .d = o.kd});
      m->connect(trajectory.q[i], reference.phi_ref);
      m->connect(reference.flange, pd.flange_a);
      m->connect(pd.flange_b, plant.active[i]->axis);
    }
    m->set_start(fmt::format("J{}.w", i + 1), 0.0, true);
  }
  mg400_start(*m, "", w.theta.front(), true);
  mg400_start(*m, "id_", w.theta.front(), false);
  mg400_sensors(*m, plant);
  return m;
}

}  // namespace acausal::models::robots
