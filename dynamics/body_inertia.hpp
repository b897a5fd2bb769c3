#pragma once
// The inertial parameters of one rigid body as CAD tools and data sheets give
// them: mass, centre of mass, and inertia tensor about the centre of mass with
// axes parallel to the body frame (Siciliano et al. 2009, Sec. 7.2.1). Also
// the solids most link models are built from, and the parallel-axis sums that
// put them together.
#include <string_view>

#include <Eigen/Geometry>

namespace acausal::dynamics {

struct BodyInertia {
  /// [kg]
  double mass = 0;
  /// Centre of mass in the body frame [m].
  Eigen::Vector3d center_of_mass = Eigen::Vector3d::Zero();
  /// Inertia tensor about the centre of mass, body-frame axes [kg·m²].
  Eigen::Matrix3d inertia_about_center_of_mass = Eigen::Matrix3d::Zero();
};

/// Throws ModelError naming `body_name` unless the parameters describe a real
/// body: finite, mass ≥ 0, tensor symmetric and positive semi-definite, and
/// principal moments obeying the triangle inequality (each at most the sum of
/// the other two). Semi-definite, not definite, so that the idealised point
/// masses and thin rods of textbook models are accepted. With
/// `triangle_inequality` false that last rule is not checked (MSL checks
/// nothing, and its RobotR3 gives one body 1.16, 0.001, 0.001 kg·m²).
void check_body_inertia(const BodyInertia& inertia, std::string_view body_name,
                        bool triangle_inequality = true);

/// Inertia tensor about `point` (body-frame axes), by the parallel-axis theorem.
Eigen::Matrix3d inertia_about_point(const BodyInertia& inertia, const Eigen::Vector3d& point);

/// A point mass at `position` (zero inertia about its centre).
BodyInertia point_mass(double mass, const Eigen::Vector3d& position);

/// A solid cylinder of uniform density, centred at `center`, its axis along
/// `axis` (need not be unit): m r²/2 about the axis, m (3r² + L²)/12 across.
BodyInertia solid_cylinder(double mass, double radius, double length, const Eigen::Vector3d& axis,
                           const Eigen::Vector3d& center);

/// A solid box of uniform density with edges `size` along the frame's axes,
/// centred at `center`: m (b² + c²)/12 about the axis of edge a, and so on.
BodyInertia solid_box(double mass, const Eigen::Vector3d& size, const Eigen::Vector3d& center);

/// Two bodies expressed in the same frame, rigidly joined into one.
BodyInertia combined(const BodyInertia& first, const BodyInertia& second);

/// The same body expressed in frame A, given the pose of its current frame B
/// in A (x_A = R·x_B + p).
BodyInertia expressed_in(const BodyInertia& inertia, const Eigen::Isometry3d& pose_of_b_in_a);

}  // namespace acausal::dynamics
