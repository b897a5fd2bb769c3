#include "models/robots/seed000_arm.hpp"

#include <cmath>
#include <numbers>

#include <fmt/format.h>

#include "components/blocks/math.hpp"
#include "components/blocks/sources.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/tree_mechanism.hpp"
#include "components/rotational/damper.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/position.hpp"
#include "components/rotational/spring_damper.hpp"
#include "components/rotational/torque.hpp"
#include "components/rotational/torque_sensor.hpp"
#include "dynamics/seed000_inertia.hpp"

namespace acausal::models::robots {

Eigen::VectorXd seed000_joint_offsets() {
  const dynamics::RigidBodyTree tree = dynamics::seed000_rigid_body_tree();
  Eigen::VectorXd o(tree.dof());
  for (int i = 0; i < tree.dof(); ++i) o[i] = tree.body(i).joint_offset;
  return o;
}

Seed000Mechanism add_seed000_mechanism(Model& m, const std::string& prefix, const Port* base) {
  Seed000Mechanism mech{dynamics::seed000_rigid_body_tree(), {}};
  const multibody::TreeMechanism tree = multibody::add_tree_mechanism(m, mech.tree, prefix, base);
  for (const std::string& joint : tree.joints)
    mech.joints.push_back(dynamic_cast<multibody::Revolute*>(m.find_child(joint)));
  mech.base = tree.base;
  return mech;
}

std::unique_ptr<Model> seed000_arm(const Seed000ArmOptions& options) {
  auto m = std::make_unique<Model>(options.name);
  const Seed000Mechanism mech = add_seed000_mechanism(*m);
  const dynamics::RigidBodyTree& tree = mech.tree;
  const Eigen::VectorXd rotor = dynamics::seed000_reflected_rotor_inertias();
  for (int i = 0; i < tree.dof(); ++i) {
    multibody::Revolute& joint = *mech.joints[static_cast<std::size_t>(i)];
    m->set_start(fmt::format("joint{}.phi", i + 1), tree.body(i).joint_offset, true);
    m->set_start(fmt::format("joint{}.w", i + 1), 0.0, true);
    if (options.section_33_torques) {
      auto& torque = m->add<rotational::Torque>(fmt::format("torque{}", i + 1));
      auto& sine = m->add<blocks::Sine>(fmt::format("torque{}_signal", i + 1),
                                        blocks::Sine::Params{.amplitude = 5.0, .f = 0.5});
      m->connect(sine.y, torque.tau);
      m->connect(torque.flange, joint.axis);
    }
    if (options.damping > 0) {
      auto& damper = m->add<rotational::Damper>(fmt::format("damper{}", i + 1),
                                                rotational::Damper::Params{.d = options.damping});
      m->connect(joint.support, damper.flange_a);
      m->connect(damper.flange_b, joint.axis);
    }
    if (options.rotors) {
      auto& inertia = m->add<rotational::Inertia>(fmt::format("rotor{}", i + 1),
                                                  rotational::Inertia::Params{.J = rotor[i]});
      m->connect(inertia.flange_a, joint.axis);
    }
  }
  return m;
}

double seed000_control_reference(const Seed000ControlOptions& o, double t) {
  return o.theta_r * (t / o.T - std::sin(2 * std::numbers::pi * t / o.T) / (2 * std::numbers::pi));
}

std::unique_ptr<Model> seed000_arm_inverse_dynamics_control(const Seed000ControlOptions& o) {
  auto m = std::make_unique<Model>(o.name);
  const Seed000Mechanism plant = add_seed000_mechanism(*m);
  const Seed000Mechanism copy = add_seed000_mechanism(*m, "id_", plant.base);
  const double pi = std::numbers::pi;
  for (int i = 0; i < plant.tree.dof(); ++i) {
    const auto ui = static_cast<std::size_t>(i);
    const double offset = plant.tree.body(i).joint_offset;
    m->set_start(fmt::format("joint{}.phi", i + 1), offset + o.q0_error, true);
    m->set_start(fmt::format("joint{}.w", i + 1), 0.0, true);
    // theta(t) + offset: a ramp and a sine, both started before t = 0 so that
    // no event falls into the run (valid for t < 99 T).
    auto& ramp = m->add<blocks::Ramp>(fmt::format("reference{}_ramp", i + 1),
                                      blocks::Ramp::Params{.height = 100 * o.theta_r,
                                                           .duration = 100 * o.T,
                                                           .offset = offset - o.theta_r / o.T,
                                                           .start_time = -1.0});
    auto& sine = m->add<blocks::Sine>(fmt::format("reference{}_sine", i + 1),
                                      blocks::Sine::Params{.amplitude = -o.theta_r / (2 * pi),
                                                           .f = 1.0 / o.T,
                                                           .phase = -2 * pi / o.T,
                                                           .start_time = -1.0});
    auto& reference = m->add<blocks::Add>(fmt::format("reference{}", i + 1));
    m->connect(ramp.y, reference.u1);
    m->connect(sine.y, reference.u2);
    auto& drive = m->add<rotational::Position>(fmt::format("id_drive{}", i + 1),
                                               rotational::Position::Params{.exact = true});
    auto& sensor = m->add<rotational::TorqueSensor>(fmt::format("id_torque{}", i + 1));
    auto& torque = m->add<rotational::Torque>(fmt::format("torque{}", i + 1));
    m->connect(reference.y, drive.phi_ref);
    m->connect(drive.flange, sensor.flange_a);
    m->connect(sensor.flange_b, copy.joints[ui]->axis);
    m->connect(sensor.tau, torque.tau);
    m->connect(torque.flange, plant.joints[ui]->axis);
    if (o.kp > 0 || o.kd > 0) {
      auto& pd_reference = m->add<rotational::Position>(
          fmt::format("pd_reference{}", i + 1), rotational::Position::Params{.exact = true});
      auto& pd = m->add<rotational::SpringDamper>(
          fmt::format("pd{}", i + 1), rotational::SpringDamper::Params{.c = o.kp, .d = o.kd});
      m->connect(reference.y, pd_reference.phi_ref);
      m->connect(pd_reference.flange, pd.flange_a);
      m->connect(pd.flange_b, plant.joints[ui]->axis);
    }
  }
  return m;
}

}  // namespace acausal::models::robots
