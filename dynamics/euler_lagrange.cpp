#include "dynamics/euler_lagrange.hpp"

#include <cmath>
#include <complex>
#include <utility>

#include <fmt/format.h>
#include <Eigen/Cholesky>

#include "core/errors.hpp"
#include "dynamics/serial_chain_tree.hpp"

namespace acausal::dynamics {

namespace {

using Complex = std::complex<double>;
template <class S>
using Vector3 = Eigen::Matrix<S, 3, 1>;
template <class S>
using Matrix3 = Eigen::Matrix<S, 3, 3>;
template <class S>
using VectorX = Eigen::Matrix<S, Eigen::Dynamic, 1>;
template <class S>
using MatrixX = Eigen::Matrix<S, Eigen::Dynamic, Eigen::Dynamic>;

// Complex-step step length: far below rounding of the real part, far above underflow.
constexpr double kComplexStep = 1e-30;

// Eigen's cross() conjugates complex operands; the complex step needs the
// plain (holomorphic) product.
template <class S>
Vector3<S> cross(const Vector3<S>& a, const Vector3<S>& b) {
  return {a.y() * b.z() - a.z() * b.y(), a.z() * b.x() - a.x() * b.z(),
          a.x() * b.y() - a.y() * b.x()};
}

template <class S>
struct Pose {
  Matrix3<S> rotation;
  Vector3<S> position;

  Pose operator*(const Pose& other) const {
    return {rotation * other.rotation, rotation * other.position + position};
  }
  static Pose from(const Eigen::Isometry3d& pose) {
    return {pose.linear().template cast<S>(), pose.translation().template cast<S>()};
  }
};

// R(a, θ) = cos θ·1 + sin θ·[a]× + (1 − cos θ)·a·aᵀ (Rodrigues).
template <class S>
Pose<S> joint_motion(const kinematics::Joint& joint, const S& value) {
  const Vector3<S> a = joint.axis.template cast<S>();
  if (joint.type == kinematics::JointType::prismatic)
    return {Matrix3<S>::Identity(), Vector3<S>(a * value)};
  const S c = std::cos(value);
  const S s = std::sin(value);
  Matrix3<S> a_cross;
  a_cross << S(0), -a.z(), a.y(), a.z(), S(0), -a.x(), -a.y(), a.x(), S(0);
  return {Matrix3<S>(c * Matrix3<S>::Identity() + s * a_cross + (S(1) - c) * a * a.transpose()),
          Vector3<S>::Zero()};
}

// The world-frame quantities every Lagrangian term is made of.
template <class S>
struct LinkGeometry {
  std::vector<Vector3<S>> joint_axis;    // z_j
  std::vector<Vector3<S>> joint_origin;  // a point on the axis
  std::vector<Matrix3<S>> link_rotation;
  std::vector<Vector3<S>> center_of_mass;
};

template <class S>
LinkGeometry<S> link_geometry(const kinematics::SerialChain& chain,
                              const std::vector<BodyInertia>& inertias, const VectorX<S>& q) {
  const auto n = static_cast<std::size_t>(chain.joint_count());
  LinkGeometry<S> g;
  g.joint_axis.resize(n);
  g.joint_origin.resize(n);
  g.link_rotation.resize(n);
  g.center_of_mass.resize(n);
  Pose<S> current = Pose<S>::from(chain.base());
  for (std::size_t j = 0; j < n; ++j) {
    const kinematics::Joint& joint = chain.joints()[j];
    current = current * Pose<S>::from(joint.before);
    g.joint_axis[j] = current.rotation * joint.axis.template cast<S>();
    g.joint_origin[j] = current.position;
    current = current * joint_motion(joint, S(joint.offset) + q[static_cast<Eigen::Index>(j)]) *
              Pose<S>::from(joint.after);
    g.link_rotation[j] = current.rotation;
    g.center_of_mass[j] =
        current.rotation * inertias[j].center_of_mass.template cast<S>() + current.position;
  }
  return g;
}

template <class S>
void link_jacobian(const kinematics::SerialChain& chain, const LinkGeometry<S>& g, std::size_t link,
                   MatrixX<S>& linear, MatrixX<S>& angular) {
  const Eigen::Index n = chain.dof();
  linear.setZero(3, n);
  angular.setZero(3, n);
  for (std::size_t j = 0; j <= link; ++j) {
    const auto col = static_cast<Eigen::Index>(j);
    if (chain.joints()[j].type == kinematics::JointType::revolute) {
      angular.col(col) = g.joint_axis[j];
      linear.col(col) = cross<S>(g.joint_axis[j], g.center_of_mass[link] - g.joint_origin[j]);
    } else {
      linear.col(col) = g.joint_axis[j];
    }
  }
}

template <class S>
MatrixX<S> mass_matrix_of(const kinematics::SerialChain& chain,
                          const std::vector<BodyInertia>& inertias, const VectorX<S>& q) {
  const LinkGeometry<S> g = link_geometry(chain, inertias, q);
  const Eigen::Index n = chain.dof();
  MatrixX<S> m = MatrixX<S>::Zero(n, n);
  MatrixX<S> linear, angular;
  for (std::size_t i = 0; i < inertias.size(); ++i) {
    link_jacobian(chain, g, i, linear, angular);
    const Matrix3<S> inertia_in_world =
        g.link_rotation[i] * inertias[i].inertia_about_center_of_mass.template cast<S>() *
        g.link_rotation[i].transpose();
    // Plain transpose, not adjoint: the complex step needs the holomorphic form.
    m += S(inertias[i].mass) * linear.transpose() * linear +
         angular.transpose() * inertia_in_world * angular;
  }
  return m;
}

template <class S>
S potential_energy_of(const kinematics::SerialChain& chain,
                      const std::vector<BodyInertia>& inertias, const Eigen::Vector3d& gravity,
                      const VectorX<S>& q) {
  const LinkGeometry<S> g = link_geometry(chain, inertias, q);
  S energy(0);
  for (std::size_t i = 0; i < inertias.size(); ++i)
    energy -= S(inertias[i].mass) * gravity.template cast<S>().dot(g.center_of_mass[i]);
  return energy;
}

VectorX<Complex> complex_step_point(const Eigen::VectorXd& q, Eigen::Index k) {
  VectorX<Complex> point = q.cast<Complex>();
  point[k] += Complex(0, kComplexStep);
  return point;
}

}  // namespace

EulerLagrangeModel::EulerLagrangeModel(kinematics::SerialChain chain,
                                       std::vector<BodyInertia> link_inertias,
                                       const Eigen::Vector3d& gravity, Eigen::VectorXd armature)
    : chain_(std::move(chain)),
      link_inertias_(std::move(link_inertias)),
      gravity_(gravity),
      armature_(std::move(armature)) {
  check_one_coordinate_per_joint(chain_, "Euler-Lagrange model");
  if (static_cast<int>(link_inertias_.size()) != chain_.joint_count())
    throw ModelError(fmt::format(
        "Euler-Lagrange model: robot '{}' has {} links but {} link inertias were given; give one "
        "BodyInertia per link, in the link's frame",
        chain_.name(), chain_.joint_count(), link_inertias_.size()));
  for (int i = 0; i < chain_.joint_count(); ++i) {
    try {
      check_body_inertia(link_inertias_[static_cast<std::size_t>(i)], link_body_name(i));
    } catch (const ModelError& error) {
      throw ModelError(
          fmt::format("Euler-Lagrange model of robot '{}', {}", chain_.name(), error.what()));
    }
  }
  if (!gravity_.array().isFinite().all())
    throw ModelError(
        fmt::format("Euler-Lagrange model of robot '{}': gravity is not finite", chain_.name()));
  if (armature_.size() == 0) armature_ = Eigen::VectorXd::Zero(dof());
  check(armature_, "Euler-Lagrange model", "armature");
  if ((armature_.array() < 0).any())
    throw ModelError(fmt::format(
        "Euler-Lagrange model of robot '{}': an armature (reflected rotor inertia) is negative; "
        "give values >= 0",
        chain_.name()));
}

void EulerLagrangeModel::check(const Eigen::VectorXd& values, const char* algorithm,
                               const char* name) const {
  if (values.size() != dof())
    throw ModelError(fmt::format("{}: robot '{}' has {} joint coordinates, but {} has {} entries",
                                 algorithm, chain_.name(), dof(), name, values.size()));
  for (int i = 0; i < dof(); ++i)
    if (!std::isfinite(values[i]))
      throw ModelError(fmt::format("{}: {}[{}] of robot '{}' is {}", algorithm, name, i,
                                   chain_.name(), values[i]));
}

std::vector<EulerLagrangeModel::LinkJacobian> EulerLagrangeModel::link_jacobians(
    const Eigen::VectorXd& q) const {
  check(q, "Euler-Lagrange link Jacobians", "q");
  const LinkGeometry<double> g = link_geometry(chain_, link_inertias_, q);
  std::vector<LinkJacobian> jacobians(link_inertias_.size());
  for (std::size_t i = 0; i < jacobians.size(); ++i)
    link_jacobian(chain_, g, i, jacobians[i].linear, jacobians[i].angular);
  return jacobians;
}

Eigen::MatrixXd EulerLagrangeModel::mass_matrix(const Eigen::VectorXd& q) const {
  check(q, "Euler-Lagrange mass matrix", "q");
  Eigen::MatrixXd m = mass_matrix_of(chain_, link_inertias_, q);
  m.diagonal() += armature_;
  return m;
}

std::vector<Eigen::MatrixXd> EulerLagrangeModel::mass_matrix_derivatives(
    const Eigen::VectorXd& q) const {
  check(q, "Euler-Lagrange mass matrix derivatives", "q");
  std::vector<Eigen::MatrixXd> derivatives(static_cast<std::size_t>(dof()));
  for (int k = 0; k < dof(); ++k)
    derivatives[static_cast<std::size_t>(k)] =
        mass_matrix_of(chain_, link_inertias_, complex_step_point(q, k)).imag() / kComplexStep;
  return derivatives;
}

Eigen::MatrixXd EulerLagrangeModel::coriolis_matrix(const Eigen::VectorXd& q,
                                                    const Eigen::VectorXd& qd) const {
  check(qd, "Euler-Lagrange Coriolis matrix", "qd");
  const std::vector<Eigen::MatrixXd> dm = mass_matrix_derivatives(q);
  const int n = dof();
  Eigen::MatrixXd s = Eigen::MatrixXd::Zero(n, n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      for (int k = 0; k < n; ++k) {
        const double christoffel =
            0.5 * (dm[static_cast<std::size_t>(k)](i, j) + dm[static_cast<std::size_t>(j)](i, k) -
                   dm[static_cast<std::size_t>(i)](j, k));
        s(i, j) += christoffel * qd[k];
      }
  return s;
}

Eigen::VectorXd EulerLagrangeModel::coriolis_centrifugal(const Eigen::VectorXd& q,
                                                         const Eigen::VectorXd& qd) const {
  return coriolis_matrix(q, qd) * qd;
}

Eigen::VectorXd EulerLagrangeModel::gravity(const Eigen::VectorXd& q) const {
  check(q, "Euler-Lagrange gravity", "q");
  Eigen::VectorXd g(dof());
  for (int k = 0; k < dof(); ++k)
    g[k] = potential_energy_of(chain_, link_inertias_, gravity_, complex_step_point(q, k)).imag() /
           kComplexStep;
  return g;
}

double EulerLagrangeModel::kinetic_energy(const Eigen::VectorXd& q,
                                          const Eigen::VectorXd& qd) const {
  check(qd, "Euler-Lagrange kinetic energy", "qd");
  return 0.5 * qd.dot(mass_matrix(q) * qd);
}

double EulerLagrangeModel::potential_energy(const Eigen::VectorXd& q) const {
  check(q, "Euler-Lagrange potential energy", "q");
  return potential_energy_of(chain_, link_inertias_, gravity_, Eigen::VectorXd(q));
}

Eigen::VectorXd EulerLagrangeModel::inverse_dynamics(const Eigen::VectorXd& q,
                                                     const Eigen::VectorXd& qd,
                                                     const Eigen::VectorXd& qdd) const {
  check(qdd, "Euler-Lagrange inverse dynamics", "qdd");
  return mass_matrix(q) * qdd + coriolis_centrifugal(q, qd) + gravity(q);
}

Eigen::VectorXd EulerLagrangeModel::forward_dynamics(const Eigen::VectorXd& q,
                                                     const Eigen::VectorXd& qd,
                                                     const Eigen::VectorXd& tau) const {
  check(tau, "Euler-Lagrange forward dynamics", "tau");
  const Eigen::LLT<Eigen::MatrixXd> factor(mass_matrix(q));
  if (factor.info() != Eigen::Success)
    throw ModelError(fmt::format(
        "Euler-Lagrange forward dynamics: M(q) of robot '{}' is not positive definite; some joint "
        "moves no mass or inertia",
        chain_.name()));
  return factor.solve(tau - coriolis_centrifugal(q, qd) - gravity(q));
}

}  // namespace acausal::dynamics
