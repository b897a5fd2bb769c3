#pragma once
// What inverse kinematics returns: joint coordinates with the configuration
// (branch) they belong to and their verified residual, or why there is none.
#include <string>
#include <vector>

#include <Eigen/Geometry>

#include "kinematics/serial_chain.hpp"

namespace acausal::kinematics {

/// Shoulder: `right` reaches the wrist centre with the arm in front of the
/// base axis (θ1 ≈ atan2(y, x) for an arm without lateral offset), `left` over
/// the back (θ1 + π).
enum class Shoulder { any, right, left };
/// Elbow: `up`/`down` for arms moving in a vertical plane (elbow above or below
/// the line from shoulder to wrist centre); `right`/`left` for horizontal
/// (SCARA) arms, seen from above along the vertical axis.
enum class Elbow { any, up, down, right, left };
/// Wrist: `flip` when the middle wrist joint angle is negative.
enum class Wrist { any, no_flip, flip };

/// A branch of the inverse kinematics; `any` means "not applicable" in a
/// solution and "don't care" in a request.
struct ArmConfiguration {
  Shoulder shoulder = Shoulder::any;
  Elbow elbow = Elbow::any;
  Wrist wrist = Wrist::any;
  bool matches(const ArmConfiguration& wanted) const;
  std::string to_string() const;
  bool operator==(const ArmConfiguration&) const = default;
};

struct IkSolution {
  Eigen::VectorXd q;
  ArmConfiguration configuration;
  /// Residual of FK(q) against the target, checked after solving.
  double position_error = 0;     // m
  double orientation_error = 0;  // rad
};

struct IkResult {
  std::vector<IkSolution> solutions;
  /// Why `solutions` is empty: what is wrong and what to change.
  std::string failure;
  /// How far the target lies outside the reachable set, where known [m].
  double distance_to_workspace = 0;
  bool reachable() const { return !solutions.empty(); }
  /// The solution of this configuration, or nullptr.
  const IkSolution* find(const ArmConfiguration& wanted) const;
  /// The solution nearest to `reference` (joint-space distance), or nullptr.
  const IkSolution* closest_to(const Eigen::VectorXd& reference) const;
};

/// The solutions, or throws ModelError with the failure message.
const std::vector<IkSolution>& require_solutions(const IkResult& result);

/// Accepted residual of a closed-form solution (FK check).
struct IkTolerance {
  double position = 1e-7;     // m
  double orientation = 1e-7;  // rad
  /// Candidates whose coordinates differ by less than this are one solution.
  double duplicate = 1e-9;
};

/// Collects candidate joint coordinates from a closed-form solver: wraps
/// revolute coordinates into the limits, drops candidates outside the limits
/// (remembering why) or failing the FK check, and merges duplicates.
class SolutionCollector {
 public:
  SolutionCollector(const SerialChain& chain, const Eigen::Isometry3d& target,
                    IkTolerance tolerance = {});
  void add(Eigen::VectorXd q, const ArmConfiguration& configuration);
  /// Candidates offered so far (accepted or not).
  int candidate_count() const { return candidates_; }
  /// The result; `geometric_failure` (if non-empty) explains an empty set
  /// before joint limits were considered.
  IkResult finish(std::string geometric_failure = {}, double distance_to_workspace = 0) &&;

 private:
  const SerialChain& chain_;
  Eigen::Isometry3d target_;
  IkTolerance tolerance_;
  IkResult result_;
  std::vector<std::string> rejected_;
  double worst_residual_ = 0;
  int candidates_ = 0;
};

}  // namespace acausal::kinematics
