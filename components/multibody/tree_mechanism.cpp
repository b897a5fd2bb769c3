#include "components/multibody/tree_mechanism.hpp"

#include <fmt/format.h>

#include "components/multibody/body.hpp"
#include "components/multibody/eigen_params.hpp"
#include "components/multibody/fixed_rotation.hpp"
#include "components/multibody/prismatic.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/world.hpp"

namespace acausal::multibody {

TreeMechanism add_tree_mechanism(Component& parent, const dynamics::RigidBodyTree& tree,
                                 const std::string& prefix, const Port* base, bool axis_flanges) {
  TreeMechanism out;
  if (base == nullptr) {
    const Eigen::Vector3d g = tree.gravity();
    const Eigen::Vector3d n =
        g.norm() > 0 ? Eigen::Vector3d(g.normalized()) : Eigen::Vector3d(0, 0, -1);
    base = parent.add<World>(prefix + "world", World::Params{.n = to_array(n), .g = g.norm()})
               .frame_b.port;
  }
  out.base = base;
  for (int i = 0; i < tree.dof(); ++i) {
    const dynamics::Body& b = tree.body(i);
    const Eigen::Isometry3d jp = b.joint_from_parent.pose();
    const Eigen::Isometry3d bp = b.body_from_moved_joint.pose();
    const std::string joint_name = fmt::format("{}joint{}", prefix, i + 1);
    auto& placement = parent.add<FixedRotation>(
        fmt::format("{}placement{}", prefix, i + 1),
        FixedRotation::Params{.r = to_array(Eigen::Vector3d(jp.translation())),
                              .R = to_array(Eigen::Matrix3d(jp.linear()))});
    Component* joint = nullptr;
    if (b.joint.type() == dynamics::JointType::prismatic) {
      auto& prismatic = parent.add<Prismatic>(
          joint_name,
          Prismatic::Params{.n = to_array(b.joint.axis()), .use_axis_flange = axis_flanges});
      out.axes.push_back(prismatic.axis.port);
      out.coordinates.push_back(joint_name + ".s");
      joint = &prismatic;
    } else {
      auto& revolute = parent.add<Revolute>(
          joint_name,
          Revolute::Params{.n = to_array(b.joint.axis()), .use_axis_flange = axis_flanges});
      out.axes.push_back(revolute.axis.port);
      out.coordinates.push_back(joint_name + ".phi");
      joint = &revolute;
    }
    auto& body_placement = parent.add<FixedRotation>(
        fmt::format("{}body_placement{}", prefix, i + 1),
        FixedRotation::Params{.r = to_array(Eigen::Vector3d(bp.translation())),
                              .R = to_array(Eigen::Matrix3d(bp.linear()))});
    const dynamics::BodyInertia& in = b.body_inertia;
    auto& link =
        parent.add<Body>(fmt::format("{}link{}", prefix, i + 1),
                         body_params(in.mass, in.center_of_mass, in.inertia_about_center_of_mass));
    parent.connect(b.parent < 0 ? *base : *out.body_frames[static_cast<std::size_t>(b.parent)],
                   placement.frame_a);
    parent.connect(placement.frame_b, *joint->find_port("frame_a"));
    parent.connect(*joint->find_port("frame_b"), body_placement.frame_a);
    parent.connect(body_placement.frame_b, link.frame_a);
    out.body_frames.push_back(body_placement.frame_b.port);
    out.joints.push_back(joint_name);
  }
  return out;
}

}  // namespace acausal::multibody
