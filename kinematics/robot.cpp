#include "kinematics/robot.hpp"

#include <cmath>
#include <numbers>
#include <random>
#include <utility>

#include <fmt/format.h>

#include "kinematics/forward_kinematics.hpp"
#include "kinematics/transforms.hpp"

namespace acausal::kinematics {

Robot::Robot(SerialChain chain, std::string description, std::optional<DhTable> dh_table)
    : chain_(std::move(chain)),
      description_(std::move(description)),
      dh_table_(std::move(dh_table)) {
  if (SphericalWristIk::mismatch(chain_).empty()) {
    solver_.emplace<SphericalWristIk>(chain_);
  } else if (ScaraIk::mismatch(chain_).empty()) {
    solver_.emplace<ScaraIk>(chain_);
  }
}

Robot::Robot(Mg400Ik mg400, std::string description)
    : chain_(mg400.chain()), description_(std::move(description)), solver_(std::move(mg400)) {}

ClosedFormIk Robot::closed_form() const {
  if (std::holds_alternative<SphericalWristIk>(solver_)) return ClosedFormIk::spherical_wrist;
  if (std::holds_alternative<ScaraIk>(solver_)) return ClosedFormIk::scara;
  if (std::holds_alternative<Mg400Ik>(solver_)) return ClosedFormIk::mg400;
  return ClosedFormIk::none;
}

Eigen::Isometry3d Robot::forward_kinematics(const Eigen::VectorXd& q) const {
  return kinematics::forward_kinematics(chain_, q);
}

IkResult Robot::inverse_kinematics(const Eigen::Isometry3d& tool_pose,
                                   const ArmConfiguration& wanted,
                                   const std::optional<Eigen::VectorXd>& reference,
                                   int numerical_starts) const {
  if (const auto* s = std::get_if<SphericalWristIk>(&solver_))
    return s->solve(tool_pose, wanted, reference);
  if (const auto* s = std::get_if<ScaraIk>(&solver_)) return s->solve(tool_pose, wanted, reference);
  if (const auto* s = std::get_if<Mg400Ik>(&solver_)) return s->solve(tool_pose, wanted, reference);

  // No closed form: collect the distinct results of several numerical starts.
  const NumericalIk solver(
      chain_, {.max_iterations = 200, .position_tolerance = 1e-11, .orientation_tolerance = 1e-11});
  // Converged iterates of one solution agree only to about the tolerance.
  SolutionCollector collector(chain_, tool_pose, {.duplicate = 1e-6});
  std::mt19937 random(12345);
  NumericalIkReport closest;
  bool any = false;
  for (int start = 0; start < std::max(numerical_starts, 1); ++start) {
    Eigen::VectorXd initial = Eigen::VectorXd::Zero(chain_.dof());
    if (start == 0 && reference) initial = *reference;
    if (start > 0) {
      for (int i = 0; i < chain_.dof(); ++i) {
        const Coordinate& c = chain_.coordinates()[static_cast<std::size_t>(i)];
        const double span = c.type == JointType::revolute ? std::numbers::pi : 0.5;
        const double lower = std::max(c.limit.lower, -span), upper = std::min(c.limit.upper, span);
        initial[i] = std::uniform_real_distribution<double>(std::min(lower, upper),
                                                            std::max(lower, upper))(random);
      }
    }
    NumericalIkReport report = solver.solve(tool_pose, initial);
    if (report.converged) collector.add(report.q, {});
    if (!any || report.position_error + report.orientation_error <
                    closest.position_error + closest.orientation_error) {
      closest = std::move(report);
      any = true;
    }
  }
  if (collector.candidate_count() > 0) return std::move(collector).finish();
  return std::move(collector).finish(
      fmt::format("robot '{}': pose unreachable: numerical inverse kinematics from {} starts "
                  "came no closer than {:.6g} m and {:.6g} rad to the target; move the target "
                  "into the workspace",
                  chain_.name(), std::max(numerical_starts, 1), closest.position_error,
                  closest.orientation_error),
      closest.position_error);
}

std::string to_string(ClosedFormIk kind) {
  switch (kind) {
    case ClosedFormIk::none:
      return "numerical";
    case ClosedFormIk::spherical_wrist:
      return "closed form (spherical wrist)";
    case ClosedFormIk::scara:
      return "closed form (SCARA)";
    case ClosedFormIk::mg400:
      return "closed form (MG400, seed 001 eq. 27)";
  }
  return "?";
}

}  // namespace acausal::kinematics
