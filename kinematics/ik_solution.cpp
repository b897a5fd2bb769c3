#include "kinematics/ik_solution.hpp"

#include <fmt/format.h>

#include "core/errors.hpp"
#include "kinematics/forward_kinematics.hpp"
#include "kinematics/transforms.hpp"

namespace acausal::kinematics {

namespace {

template <class Enum>
bool matches_one(Enum have, Enum want) {
  return want == Enum::any || have == want;
}

const char* name_of(Shoulder s) {
  switch (s) {
    case Shoulder::right:
      return "shoulder right";
    case Shoulder::left:
      return "shoulder left";
    case Shoulder::any:
      break;
  }
  return nullptr;
}

const char* name_of(Elbow e) {
  switch (e) {
    case Elbow::up:
      return "elbow up";
    case Elbow::down:
      return "elbow down";
    case Elbow::right:
      return "elbow right";
    case Elbow::left:
      return "elbow left";
    case Elbow::any:
      break;
  }
  return nullptr;
}

const char* name_of(Wrist w) {
  switch (w) {
    case Wrist::no_flip:
      return "wrist no-flip";
    case Wrist::flip:
      return "wrist flip";
    case Wrist::any:
      break;
  }
  return nullptr;
}

}  // namespace

bool ArmConfiguration::matches(const ArmConfiguration& wanted) const {
  return matches_one(shoulder, wanted.shoulder) && matches_one(elbow, wanted.elbow) &&
         matches_one(wrist, wanted.wrist);
}

std::string ArmConfiguration::to_string() const {
  std::string text;
  for (const char* part : {name_of(shoulder), name_of(elbow), name_of(wrist)}) {
    if (part == nullptr) continue;
    if (!text.empty()) text += ", ";
    text += part;
  }
  return text.empty() ? "any" : text;
}

const IkSolution* IkResult::find(const ArmConfiguration& wanted) const {
  for (const IkSolution& s : solutions)
    if (s.configuration.matches(wanted)) return &s;
  return nullptr;
}

const IkSolution* IkResult::closest_to(const Eigen::VectorXd& reference) const {
  const IkSolution* best = nullptr;
  double best_distance = 0;
  for (const IkSolution& s : solutions) {
    const double distance = (s.q - reference).norm();
    if (best == nullptr || distance < best_distance) {
      best = &s;
      best_distance = distance;
    }
  }
  return best;
}

const std::vector<IkSolution>& require_solutions(const IkResult& result) {
  if (!result.reachable())
    throw ModelError(result.failure.empty() ? "inverse kinematics found no solution"
                                            : result.failure);
  return result.solutions;
}

SolutionCollector::SolutionCollector(const SerialChain& chain, const Eigen::Isometry3d& target,
                                     IkTolerance tolerance)
    : chain_(chain), target_(target), tolerance_(tolerance) {}

void SolutionCollector::add(Eigen::VectorXd q, const ArmConfiguration& configuration) {
  ++candidates_;
  if (!chain_.wrap_into_limits(q) || !chain_.within_limits(q)) {
    const auto violations = chain_.limit_violations(q);
    rejected_.push_back(
        fmt::format("{} ({})", configuration.to_string(),
                    violations.empty() ? std::string("outside the limits") : violations.front()));
    return;
  }
  const Eigen::Isometry3d reached = forward_kinematics(chain_, q);
  IkSolution solution{q, configuration, position_distance(reached, target_),
                      orientation_distance(reached, target_)};
  if (solution.position_error > tolerance_.position ||
      solution.orientation_error > tolerance_.orientation) {
    worst_residual_ = std::max(worst_residual_, solution.position_error);
    return;
  }
  for (const IkSolution& existing : result_.solutions)
    if ((existing.q - q).cwiseAbs().maxCoeff() < tolerance_.duplicate) return;
  result_.solutions.push_back(std::move(solution));
}

IkResult SolutionCollector::finish(std::string geometric_failure, double distance_to_workspace) && {
  result_.distance_to_workspace = distance_to_workspace;
  if (!result_.solutions.empty()) return std::move(result_);
  if (!geometric_failure.empty()) {
    result_.failure = std::move(geometric_failure);
  } else if (!rejected_.empty()) {
    std::string list;
    for (const std::string& r : rejected_) list += (list.empty() ? "" : "; ") + r;
    result_.failure = fmt::format(
        "robot '{}': the pose is reachable only outside the joint limits: {}; move the target "
        "or widen the limits",
        chain_.name(), list);
  } else {
    result_.failure = fmt::format(
        "robot '{}': no closed-form candidate reproduced the pose (best residual {:.3g} m); the "
        "pose is at or beyond the workspace boundary",
        chain_.name(), worst_residual_);
  }
  return std::move(result_);
}

}  // namespace acausal::kinematics
