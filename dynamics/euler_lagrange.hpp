#pragma once
// An Euler-Lagrange model of a serial robot, written independently of the
// spatial-vector algorithms so that each checks the other (seed 000, Sec. 3.1):
//   M(q)   = Σ_i m_i J_v,iᵀ J_v,i + J_ω,iᵀ R_i I_i R_iᵀ J_ω,i   (link Jacobians of the COMs)
//   C q̇    from the Christoffel symbols c_ijk = ½(∂M_ij/∂q_k + ∂M_ik/∂q_j − ∂M_jk/∂q_i)
//   g(q)   = ∂U/∂q,  U = −Σ_i m_i γᵀ p_c,i
//   τ      = M q̈ + C q̇ + g.
// Siciliano et al. 2009, Sec. 7.1-7.2 (Lagrange formulation, Christoffel symbols).
// The partial derivatives ∂M/∂q_k and ∂U/∂q_k are taken by complex-step
// differentiation, f'(x) = Im f(x + i·h)/h with h = 1e-30, which has no
// subtractive cancellation and is exact to rounding (Squire and Trapp, SIAM
// Review 40(1), 1998): the kinematics are evaluated in std::complex<double>.
#include <vector>

#include <Eigen/Core>

#include "dynamics/body_inertia.hpp"
#include "dynamics/rigid_body_tree.hpp"
#include "kinematics/serial_chain.hpp"

namespace acausal::dynamics {

class EulerLagrangeModel {
 public:
  /// One BodyInertia per link, in the link frame (as for make_rigid_body_tree);
  /// `armature`: reflected rotor inertias B_m, one per joint, or empty for none
  /// (M becomes M + diag(B_m), seed 000 eq. (28)). Throws ModelError for
  /// coupled joints, wrong counts or invalid values.
  EulerLagrangeModel(kinematics::SerialChain chain, std::vector<BodyInertia> link_inertias,
                     const Eigen::Vector3d& gravity = downward_gravity(),
                     Eigen::VectorXd armature = {});

  int dof() const { return chain_.dof(); }
  const kinematics::SerialChain& chain() const { return chain_; }
  const std::vector<BodyInertia>& link_inertias() const { return link_inertias_; }
  const Eigen::Vector3d& gravity_vector() const { return gravity_; }
  const Eigen::VectorXd& armature() const { return armature_; }

  /// Jacobians of link i's centre-of-mass velocity (3 × n) and angular velocity (3 × n), world
  /// axes.
  struct LinkJacobian {
    Eigen::MatrixXd linear;
    Eigen::MatrixXd angular;
  };
  std::vector<LinkJacobian> link_jacobians(const Eigen::VectorXd& q) const;

  /// M(q), including the armature on its diagonal.
  Eigen::MatrixXd mass_matrix(const Eigen::VectorXd& q) const;
  /// ∂M/∂q_k, k = 0..n−1 (complex step).
  std::vector<Eigen::MatrixXd> mass_matrix_derivatives(const Eigen::VectorXd& q) const;
  /// S(q, q̇) with s_ij = Σ_k c_ijk q̇_k, so that C q̇ = S q̇ and Ṁ − 2S is skew-symmetric.
  Eigen::MatrixXd coriolis_matrix(const Eigen::VectorXd& q, const Eigen::VectorXd& qd) const;
  /// C(q, q̇)·q̇.
  Eigen::VectorXd coriolis_centrifugal(const Eigen::VectorXd& q, const Eigen::VectorXd& qd) const;
  /// g(q) = ∂U/∂q (complex step).
  Eigen::VectorXd gravity(const Eigen::VectorXd& q) const;

  double kinetic_energy(const Eigen::VectorXd& q, const Eigen::VectorXd& qd) const;
  double potential_energy(const Eigen::VectorXd& q) const;

  Eigen::VectorXd inverse_dynamics(const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                                   const Eigen::VectorXd& qdd) const;
  /// q̈ = M⁻¹(τ − C q̇ − g) by Cholesky.
  Eigen::VectorXd forward_dynamics(const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                                   const Eigen::VectorXd& tau) const;

 private:
  void check(const Eigen::VectorXd& values, const char* algorithm, const char* name) const;

  kinematics::SerialChain chain_;
  std::vector<BodyInertia> link_inertias_;
  Eigen::Vector3d gravity_;
  Eigen::VectorXd armature_;
};

}  // namespace acausal::dynamics
