#pragma once
// Any dynamics::RigidBodyTree (a robot from a DH table, a URDF, ...) as a
// network of multibody components, so that a user's robot is built in one
// call: for body i, parent frame -> placement<i> (FixedRotation: the joint
// placement) -> joint<i> (Revolute or Prismatic with axis flanges) ->
// body_placement<i> (FixedRotation) -> link<i> (Body), names prefixed by
// `prefix`; joint<i>.phi (or .s) = joint_offset_i + q_i. A World (gravity of
// the tree) is added unless `base` is given.
#include <string>
#include <vector>

#include "core/model/component.hpp"
#include "dynamics/rigid_body_tree.hpp"

namespace acausal::multibody {

struct TreeMechanism {
  /// The joints' 1-D axis flanges (rotational or translational), in body order.
  std::vector<const Port*> axes;
  /// Each body's frame (body_placement<i>.frame_b, the frame its inertia is given in).
  std::vector<const Port*> body_frames;
  /// Joint paths ("joint1", ...) and the variable of their coordinate ("joint1.phi" or ".s").
  std::vector<std::string> joints, coordinates;
  /// The frame the tree stands on (the World's frame_b or the given base).
  const Port* base = nullptr;
};

/// `axis_flanges`: the joints carry 1-D flanges (torque- or motion-driven);
/// without, they are free.
TreeMechanism add_tree_mechanism(Component& parent, const dynamics::RigidBodyTree& tree,
                                 const std::string& prefix = "", const Port* base = nullptr,
                                 bool axis_flanges = true);

}  // namespace acausal::multibody
