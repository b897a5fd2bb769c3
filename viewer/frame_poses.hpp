#pragma once
// Where every frame of a ViewScene is at one instant: the spanning tree
// walked from the World with the joint coordinates of that instant.
#include <array>
#include <vector>

#include "core/expr/evaluate.hpp"
#include "viewer/scene.hpp"

namespace acausal::viewer {

/// A frame in world coordinates: x_world = position + rotation * x_frame.
struct FramePose {
  Vector3d position{};
  multibody::Matrix3d rotation{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
};

/// The pose of every node of `scene`; `value` gives the joint coordinates
/// (variables), parameters and time of the instant.
std::vector<FramePose> frame_poses(const ViewScene& scene, const LeafValue& value);

/// The unit quaternion (x, y, z, w) of a rotation matrix, w >= 0
/// (Shepperd 1978, J. Guidance and Control 1(3), the largest-pivot choice).
std::array<double, 4> quaternion(const multibody::Matrix3d& rotation);

}  // namespace acausal::viewer
