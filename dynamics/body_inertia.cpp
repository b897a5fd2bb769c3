#include "dynamics/body_inertia.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>
#include <Eigen/Eigenvalues>

#include "core/errors.hpp"
#include "dynamics/spatial_vector.hpp"

namespace acausal::dynamics {

namespace {

bool all_finite(const Eigen::MatrixXd& values) {
  return values.array().isFinite().all();
}

}  // namespace

void check_body_inertia(const BodyInertia& inertia, std::string_view body_name,
                        bool triangle_inequality) {
  if (!std::isfinite(inertia.mass) || inertia.mass < 0)
    throw ModelError(
        fmt::format("body '{}': mass is {} kg; give a finite mass >= 0", body_name, inertia.mass));
  if (!all_finite(inertia.center_of_mass))
    throw ModelError(fmt::format("body '{}': centre of mass ({}, {}, {}) is not finite", body_name,
                                 inertia.center_of_mass.x(), inertia.center_of_mass.y(),
                                 inertia.center_of_mass.z()));
  const Eigen::Matrix3d& tensor = inertia.inertia_about_center_of_mass;
  if (!all_finite(tensor))
    throw ModelError(
        fmt::format("body '{}': inertia tensor has non-finite entries; give finite values in "
                    "kg·m²",
                    body_name));
  // Rounding in CAD exports leaves tiny asymmetries and negative zeros; the
  // tolerance scales with the tensor so that units do not matter.
  const double scale = std::max(tensor.cwiseAbs().maxCoeff(), 1e-300);
  const double tolerance = 1e-9 * scale;
  static constexpr const char* kAxes = "xyz";
  for (int row = 0; row < 3; ++row)
    for (int col = row + 1; col < 3; ++col)
      if (std::abs(tensor(row, col) - tensor(col, row)) > tolerance)
        throw ModelError(fmt::format(
            "body '{}': inertia tensor is not symmetric (I{}{} = {} but I{}{} = {}); give a "
            "symmetric tensor",
            body_name, kAxes[row], kAxes[col], tensor(row, col), kAxes[col], kAxes[row],
            tensor(col, row)));
  const Eigen::Vector3d moments =
      Eigen::SelfAdjointEigenSolver<Eigen::Matrix3d>(tensor, Eigen::EigenvaluesOnly)
          .eigenvalues();  // ascending
  if (moments[0] < -tolerance)
    throw ModelError(fmt::format(
        "body '{}': inertia tensor about the centre of mass is not positive semi-definite "
        "(principal moments {:.6g}, {:.6g}, {:.6g} kg·m²); a real body has no negative "
        "principal moment — check the signs of the products of inertia (I = ∫ (r²1 − r rᵀ) "
        "dm, so Ixy = −∫ x y dm)",
        body_name, moments[0], moments[1], moments[2]));
  if (triangle_inequality && moments[2] > moments[0] + moments[1] + tolerance)
    throw ModelError(fmt::format(
        "body '{}': principal moments {:.6g}, {:.6g}, {:.6g} kg·m² violate the triangle "
        "inequality (the largest may not exceed the sum of the other two) that every real body "
        "satisfies; check the values and that they are about the centre of mass",
        body_name, moments[0], moments[1], moments[2]));
}

Eigen::Matrix3d inertia_about_point(const BodyInertia& inertia, const Eigen::Vector3d& point) {
  const Eigen::Vector3d offset = inertia.center_of_mass - point;
  // I_P = I_C + m([d]×)ᵀ[d]×, the parallel-axis theorem in tensor form.
  const Eigen::Matrix3d d = skew(offset);
  return inertia.inertia_about_center_of_mass + inertia.mass * d.transpose() * d;
}

BodyInertia point_mass(double mass, const Eigen::Vector3d& position) {
  return {mass, position, Eigen::Matrix3d::Zero()};
}

BodyInertia solid_cylinder(double mass, double radius, double length, const Eigen::Vector3d& axis,
                           const Eigen::Vector3d& center) {
  const Eigen::Vector3d unit = axis.normalized();
  const double axial = mass * radius * radius / 2;
  const double transverse = mass * (3 * radius * radius + length * length) / 12;
  BodyInertia body;
  body.mass = mass;
  body.center_of_mass = center;
  body.inertia_about_center_of_mass =
      transverse * Eigen::Matrix3d::Identity() + (axial - transverse) * unit * unit.transpose();
  return body;
}

BodyInertia solid_box(double mass, const Eigen::Vector3d& size, const Eigen::Vector3d& center) {
  const Eigen::Vector3d squared = size.cwiseAbs2();
  BodyInertia body;
  body.mass = mass;
  body.center_of_mass = center;
  body.inertia_about_center_of_mass =
      (mass / 12 *
       Eigen::Vector3d(squared.y() + squared.z(), squared.x() + squared.z(),
                       squared.x() + squared.y()))
          .asDiagonal();
  return body;
}

BodyInertia combined(const BodyInertia& first, const BodyInertia& second) {
  BodyInertia body;
  body.mass = first.mass + second.mass;
  body.center_of_mass = body.mass > 0 ? Eigen::Vector3d((first.mass * first.center_of_mass +
                                                         second.mass * second.center_of_mass) /
                                                        body.mass)
                                      : Eigen::Vector3d(first.center_of_mass);
  body.inertia_about_center_of_mass = inertia_about_point(first, body.center_of_mass) +
                                      inertia_about_point(second, body.center_of_mass);
  return body;
}

BodyInertia expressed_in(const BodyInertia& inertia, const Eigen::Isometry3d& pose_of_b_in_a) {
  const Eigen::Matrix3d rotation = pose_of_b_in_a.linear();
  BodyInertia body;
  body.mass = inertia.mass;
  body.center_of_mass = pose_of_b_in_a * inertia.center_of_mass;
  body.inertia_about_center_of_mass =
      rotation * inertia.inertia_about_center_of_mass * rotation.transpose();
  return body;
}

}  // namespace acausal::dynamics
