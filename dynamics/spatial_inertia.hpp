#pragma once
// The spatial inertia of a rigid body (or of several rigidly joined bodies)
// about the origin of the frame that expresses it:
//   I = [Ī  [h]×; [h]×ᵀ  m·1],  h = m·c,  Ī = I_c + m·[c]×[c]×ᵀ,
// stored as (m, h, Ī), ten numbers. It maps a spatial velocity to a spatial
// momentum (a force vector). Featherstone, Rigid Body Dynamics Algorithms,
// 2008, Sec. 2.13.
#include "dynamics/body_inertia.hpp"
#include "dynamics/spatial_transform.hpp"
#include "dynamics/spatial_vector.hpp"

namespace acausal::dynamics {

class SpatialInertia {
 public:
  /// Zero inertia (no body).
  SpatialInertia()
      : mass_(0),
        first_moment_(Eigen::Vector3d::Zero()),
        rotational_inertia_(Eigen::Matrix3d::Zero()) {}
  /// From mass, centre of mass and inertia about the centre of mass (not checked;
  /// see check_body_inertia).
  explicit SpatialInertia(const BodyInertia& body);

  double mass() const { return mass_; }
  /// h = m·c [kg·m].
  const Eigen::Vector3d& first_moment() const { return first_moment_; }
  /// Ī: rotational inertia about the frame origin [kg·m²].
  const Eigen::Matrix3d& rotational_inertia() const { return rotational_inertia_; }
  /// Back to mass, centre of mass and inertia about it (mass must be positive).
  BodyInertia body_inertia() const;

  /// I·v: the momentum of the body moving with spatial velocity v.
  SpatialVector operator*(const SpatialVector& motion) const;
  /// The inertia of two bodies expressed in the same frame, rigidly joined.
  SpatialInertia& operator+=(const SpatialInertia& other);

  /// B_X_Aᵀ · I · B_X_A: this inertia, given in B-coordinates, in A-coordinates.
  SpatialInertia expressed_in_source_of(const SpatialTransform& b_from_a) const;

  /// ½·vᵀ·I·v [J].
  double kinetic_energy(const SpatialVector& velocity) const;

  SpatialMatrix matrix() const;

 private:
  double mass_;
  Eigen::Vector3d first_moment_;
  Eigen::Matrix3d rotational_inertia_;
};

}  // namespace acausal::dynamics
