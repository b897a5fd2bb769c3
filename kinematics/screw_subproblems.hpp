#pragma once
// Geometric subproblems that closed-form inverse kinematics is built from:
// rotate a vector onto another about one axis, about two intersecting axes,
// and reach a point with two parallel revolute axes. Axes are world-frame
// lines at zero joint angles (product-of-exponentials form), so the solvers
// work for any DH convention or chain that has the right geometry.
// Paden 1986 and Murray, Li, Sastry, "A Mathematical Introduction to Robotic Manipulation" 1994,
// Sec. 3.3.
#include <optional>
#include <vector>

#include <Eigen/Core>

namespace acausal::kinematics {

/// Solutions x in (−π, π] of A·cos x + B·sin x = C (none, one or two). A right
/// side beyond √(A²+B²) by less than `slack` (relative) counts as tangent.
std::vector<double> solve_cos_sin_equation(double a, double b, double c, double slack = 1e-10);

/// Angle θ with Rot(axis, θ)·u = v, looking only at the components perpendicular
/// to the unit `axis`; empty when either has no such component (θ arbitrary).
std::optional<double> rotation_onto(const Eigen::Vector3d& axis, const Eigen::Vector3d& u,
                                    const Eigen::Vector3d& v);

/// Angles (θa, θb) with Rot(a, θa)·Rot(b, θb)·p = q for unit axes a, b through a
/// common point (vectors relative to it); empty if no rotation pair reaches q.
struct TwoRotations {
  double first = 0;
  double second = 0;
};
std::vector<TwoRotations> rotations_onto(const Eigen::Vector3d& a, const Eigen::Vector3d& b,
                                         const Eigen::Vector3d& p, const Eigen::Vector3d& q);

/// Two revolute axes parallel to unit `normal`, through `first_axis` and
/// `second_axis` (zero angles): the angles that move `point` (carried by the
/// second link) to `target`. Only components perpendicular to `normal` count.
/// `distance_outside` > 0 says how far the target lies outside the annulus the
/// two links reach (then there are no solutions).
struct PlanarTwoLinkResult {
  std::vector<TwoRotations> solutions;
  double distance_outside = 0;
};
PlanarTwoLinkResult solve_planar_two_link(const Eigen::Vector3d& normal,
                                          const Eigen::Vector3d& first_axis,
                                          const Eigen::Vector3d& second_axis,
                                          const Eigen::Vector3d& point,
                                          const Eigen::Vector3d& target);

}  // namespace acausal::kinematics
