#pragma once
// Differential kinematics: geometric and analytic Jacobians, manipulability,
// singularity detection.
#include <string>
#include <vector>

#include "kinematics/rotations.hpp"
#include "kinematics/serial_chain.hpp"

namespace acausal::kinematics {

/// Geometric Jacobian (6 × dof): [v; ω] = J·q̇, v the velocity of the tool-frame
/// origin and ω the angular velocity, both in the world frame. Driven joints
/// add their columns to the coordinates that drive them.
// Siciliano et al. 2009, Sec. 3.1.3 (geometric Jacobian).
Eigen::MatrixXd geometric_jacobian(const SerialChain& chain, const Eigen::VectorXd& q);

/// Analytic Jacobian (6 × dof): [ṗ; φ̇] = J_A·q̇, φ the three angles of the tool
/// orientation in `convention`. Throws ModelError at a representation
/// singularity (e.g. ZYZ with sin ϑ = 0), where φ̇ is not defined.
// Siciliano et al. 2009, Sec. 3.6 (analytic Jacobian, J_A = T_A(φ)⁻¹ J).
Eigen::MatrixXd analytic_jacobian(const SerialChain& chain, const Eigen::VectorXd& q,
                                  EulerConvention convention,
                                  EulerBranch branch = EulerBranch::positive_middle);

/// The task components a robot controls, as rows of [vx vy vz ωx ωy ωz].
struct TaskSpace {
  std::vector<int> rows;
  static TaskSpace full() { return {{0, 1, 2, 3, 4, 5}}; }
  static TaskSpace position() { return {{0, 1, 2}}; }
  /// Translation in the x-y plane (as seed 002 analyses its SCARA).
  static TaskSpace planar_xy() { return {{0, 1}}; }
  Eigen::MatrixXd select(const Eigen::MatrixXd& jacobian) const;
  std::string describe() const;
};

/// Yoshikawa's manipulability: the product of the min(rows, cols) singular
/// values, = √det(J·Jᵀ) for a square or wide J.
// Yoshikawa, "Manipulability of robotic mechanisms", IJRR 4(2), 1985.
double manipulability(const Eigen::MatrixXd& jacobian);

struct SingularityAnalysis {
  Eigen::VectorXd singular_values;  // descending
  double manipulability = 0;
  double smallest_singular_value = 0;
  /// σ_max / σ_min (infinite at a singularity).
  double condition_number = 0;
  /// σ_min ≤ tolerance·σ_max.
  bool singular = false;
  /// Joint-rate direction that moves the task least (right singular vector of σ_min).
  Eigen::VectorXd weakest_joint_direction;
  /// Task direction that is hardest to produce (left singular vector of σ_min).
  Eigen::VectorXd weakest_task_direction;
};

/// SVD of the task rows of the geometric Jacobian at q; `relative_tolerance`
/// decides `singular`.
SingularityAnalysis analyse_singularity(const SerialChain& chain, const Eigen::VectorXd& q,
                                        const TaskSpace& task = TaskSpace::full(),
                                        double relative_tolerance = 1e-6);

/// Singular configurations met when coordinate `coordinate` sweeps
/// [lower, upper] with the others held at q: the sweep is sampled, every local
/// minimum of σ_min/σ_max below 0.1 is refined by golden-section search, and
/// those that end below `relative_tolerance` are returned (sorted). The samples
/// must be dense enough that a singularity's dip falls below 0.1 at a sample.
std::vector<double> find_singularities_along(const SerialChain& chain, const Eigen::VectorXd& q,
                                             int coordinate, double lower, double upper,
                                             const TaskSpace& task = TaskSpace::full(),
                                             int samples = 720, double relative_tolerance = 1e-6);

}  // namespace acausal::kinematics
