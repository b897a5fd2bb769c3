#pragma once
// Numerical inverse kinematics for any chain: damped least squares with
// Levenberg–Marquardt damping control, joint limits by projection, optional
// restarts from fixed-seed random configurations. It reports whether it
// converged; `converged` is true only when forward kinematics of the returned
// coordinates meets the tolerances and the coordinates are within the limits.
#include <string>

#include "kinematics/serial_chain.hpp"
#include "kinematics/transforms.hpp"

namespace acausal::kinematics {

struct NumericalIkOptions {
  int max_iterations = 300;
  double position_tolerance = 1e-10;     // m
  double orientation_tolerance = 1e-10;  // rad
  /// Weights of the pose error [x y z rx ry rz]; a zero weight frees that component.
  Vector6d weights = Vector6d::Ones();
  /// Initial damping relative to the largest diagonal entry of JᵀJ.
  double initial_damping = 1e-3;
  /// Extra starts from random configurations inside the limits when a start fails.
  int restarts = 0;
  unsigned random_seed = 1;
};

enum class IkTermination { converged, iteration_limit, stalled };

struct NumericalIkReport {
  Eigen::VectorXd q;
  bool converged = false;
  IkTermination termination = IkTermination::iteration_limit;
  int iterations = 0;  // over all starts
  int starts = 0;
  double position_error = 0;     // m, weighted components only
  double orientation_error = 0;  // rad, weighted components only
  std::string message;
};

class NumericalIk {
 public:
  explicit NumericalIk(SerialChain chain, NumericalIkOptions options = {});

  const SerialChain& chain() const { return chain_; }
  const NumericalIkOptions& options() const { return options_; }

  /// Iterates from `initial` (clamped into the limits) towards the tool pose
  /// `target` (world frame); on failure restarts as the options say. The
  /// report holds the best configuration found either way.
  // Damped least squares: Wampler, IEEE SMC 16(1), 1986; damping control after Levenberg–Marquardt
  // (Sugihara, IEEE T-RO 27(5), 2011).
  NumericalIkReport solve(const Eigen::Isometry3d& target, const Eigen::VectorXd& initial) const;

 private:
  NumericalIkReport solve_from(const Eigen::Isometry3d& target, Eigen::VectorXd q) const;

  SerialChain chain_;
  NumericalIkOptions options_;
};

std::string to_string(IkTermination termination);

}  // namespace acausal::kinematics
