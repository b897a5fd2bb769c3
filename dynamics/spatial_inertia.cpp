#include "dynamics/spatial_inertia.hpp"

namespace acausal::dynamics {

SpatialInertia::SpatialInertia(const BodyInertia& body)
    : mass_(body.mass),
      first_moment_(body.mass * body.center_of_mass),
      rotational_inertia_(inertia_about_point(body, Eigen::Vector3d::Zero())) {}

BodyInertia SpatialInertia::body_inertia() const {
  BodyInertia body;
  body.mass = mass_;
  body.center_of_mass = first_moment_ / mass_;
  const Eigen::Matrix3d c = skew(body.center_of_mass);
  body.inertia_about_center_of_mass = rotational_inertia_ - mass_ * c.transpose() * c;
  return body;
}

SpatialVector SpatialInertia::operator*(const SpatialVector& motion) const {
  const Eigen::Vector3d w = motion.head<3>();
  const Eigen::Vector3d v = motion.tail<3>();
  return make_spatial(rotational_inertia_ * w + first_moment_.cross(v),
                      mass_ * v - first_moment_.cross(w));
}

SpatialInertia& SpatialInertia::operator+=(const SpatialInertia& other) {
  mass_ += other.mass_;
  first_moment_ += other.first_moment_;
  rotational_inertia_ += other.rotational_inertia_;
  return *this;
}

SpatialInertia SpatialInertia::expressed_in_source_of(const SpatialTransform& b_from_a) const {
  // Rotate into A's axes (still about B's origin), then move the reference
  // point from B's origin (at r in A) to A's origin:
  //   h_A = h' + m·r,  Ī_A = Ī' − [r]×[h']× − [h']×[r]× − m·[r]×[r]×.
  // Written without the centre of mass so that a massless body stays exact.
  const Eigen::Matrix3d& e = b_from_a.rotation();
  const Eigen::Vector3d& r = b_from_a.translation();
  const Eigen::Vector3d h = e.transpose() * first_moment_;
  const Eigen::Matrix3d rx = skew(r);
  const Eigen::Matrix3d hx = skew(h);
  SpatialInertia result;
  result.mass_ = mass_;
  result.first_moment_ = h + mass_ * r;
  result.rotational_inertia_ =
      e.transpose() * rotational_inertia_ * e - rx * hx - hx * rx - mass_ * rx * rx;
  return result;
}

double SpatialInertia::kinetic_energy(const SpatialVector& velocity) const {
  return 0.5 * velocity.dot((*this) * velocity);
}

SpatialMatrix SpatialInertia::matrix() const {
  SpatialMatrix m;
  const Eigen::Matrix3d hx = skew(first_moment_);
  m.topLeftCorner<3, 3>() = rotational_inertia_;
  m.topRightCorner<3, 3>() = hx;
  m.bottomLeftCorner<3, 3>() = hx.transpose();
  m.bottomRightCorner<3, 3>() = mass_ * Eigen::Matrix3d::Identity();
  return m;
}

}  // namespace acausal::dynamics
