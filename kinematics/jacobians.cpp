#include "kinematics/jacobians.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <fmt/format.h>
#include <Eigen/SVD>

#include "core/errors.hpp"
#include "kinematics/forward_kinematics.hpp"

namespace acausal::kinematics {

Eigen::MatrixXd geometric_jacobian(const SerialChain& chain, const Eigen::VectorXd& q) {
  ChainFrames frames;
  compute_frames(chain, q, frames);
  const Eigen::Vector3d tool_origin = frames.tool.translation();
  Eigen::MatrixXd jacobian = Eigen::MatrixXd::Zero(6, chain.dof());
  for (int j = 0; j < chain.joint_count(); ++j) {
    const Joint& joint = chain.joints()[static_cast<std::size_t>(j)];
    const Eigen::Isometry3d& frame = frames.joint_frames[static_cast<std::size_t>(j)];
    const Eigen::Vector3d axis = frame.linear() * joint.axis;
    Eigen::Matrix<double, 6, 1> column;
    if (joint.type == JointType::revolute) {
      column << axis.cross(tool_origin - frame.translation()), axis;
    } else {
      column << axis, Eigen::Vector3d::Zero();
    }
    for (const CoordinateTerm& term : joint.drive)
      jacobian.col(term.coordinate) += term.coefficient * column;
  }
  return jacobian;
}

Eigen::MatrixXd analytic_jacobian(const SerialChain& chain, const Eigen::VectorXd& q,
                                  EulerConvention convention, EulerBranch branch) {
  const Eigen::Isometry3d tool = forward_kinematics(chain, q);
  const Eigen::Vector3d angles = to_euler(convention, tool.linear(), branch);
  const Eigen::Matrix3d rate = euler_rate_matrix(convention, angles);
  const Eigen::FullPivLU<Eigen::Matrix3d> lu(rate);
  // |det T| is |sin ϑ| (ZYZ) or |cos| of the middle angle (XYZ, RPY).
  if (std::abs(rate.determinant()) < 1e-9)
    throw ModelError(fmt::format(
        "analytic Jacobian of robot '{}': the tool orientation is at a singularity of the "
        "chosen angle representation (angles {:.6g}, {:.6g}, {:.6g} rad), where the angle rates "
        "are undefined; use the geometric Jacobian or another convention",
        chain.name(), angles[0], angles[1], angles[2]));
  Eigen::MatrixXd jacobian = geometric_jacobian(chain, q);
  jacobian.bottomRows<3>() = lu.solve(jacobian.bottomRows<3>()).eval();
  return jacobian;
}

Eigen::MatrixXd TaskSpace::select(const Eigen::MatrixXd& jacobian) const {
  Eigen::MatrixXd selected(static_cast<Eigen::Index>(rows.size()), jacobian.cols());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (rows[i] < 0 || rows[i] >= jacobian.rows())
      throw ModelError(
          fmt::format("task space: row {} does not exist (rows 0..{} are vx vy vz "
                      "ωx ωy ωz)",
                      rows[i], jacobian.rows() - 1));
    selected.row(static_cast<Eigen::Index>(i)) = jacobian.row(rows[i]);
  }
  return selected;
}

std::string TaskSpace::describe() const {
  static const char* const names[] = {"vx", "vy", "vz", "wx", "wy", "wz"};
  std::string text;
  for (const int row : rows) {
    if (!text.empty()) text += ' ';
    text += row >= 0 && row < 6 ? names[row] : "?";
  }
  return text;
}

double manipulability(const Eigen::MatrixXd& jacobian) {
  const Eigen::JacobiSVD<Eigen::MatrixXd> svd(jacobian);
  return svd.singularValues().prod();
}

SingularityAnalysis analyse_singularity(const SerialChain& chain, const Eigen::VectorXd& q,
                                        const TaskSpace& task, double relative_tolerance) {
  const Eigen::MatrixXd jacobian = task.select(geometric_jacobian(chain, q));
  const Eigen::JacobiSVD<Eigen::MatrixXd> svd(jacobian, Eigen::ComputeFullU | Eigen::ComputeFullV);
  SingularityAnalysis analysis;
  analysis.singular_values = svd.singularValues();
  const Eigen::Index count = analysis.singular_values.size();
  if (count == 0) return analysis;
  analysis.manipulability = analysis.singular_values.prod();
  analysis.smallest_singular_value = analysis.singular_values[count - 1];
  const double largest = analysis.singular_values[0];
  analysis.condition_number = analysis.smallest_singular_value > 0
                                  ? largest / analysis.smallest_singular_value
                                  : std::numeric_limits<double>::infinity();
  analysis.singular = analysis.smallest_singular_value <= relative_tolerance * largest;
  analysis.weakest_joint_direction = svd.matrixV().col(count - 1);
  analysis.weakest_task_direction = svd.matrixU().col(count - 1);
  return analysis;
}

namespace {

// σ_min/σ_max at the sampled minimum next to a singularity is about the sample
// spacing times the slope; minima above this are not refined.
constexpr double kRefineBelow = 0.1;

}  // namespace

std::vector<double> find_singularities_along(const SerialChain& chain, const Eigen::VectorXd& q,
                                             int coordinate, double lower, double upper,
                                             const TaskSpace& task, int samples,
                                             double relative_tolerance) {
  chain.check_coordinates(q, "singularity search");
  if (coordinate < 0 || coordinate >= chain.dof())
    throw ModelError(fmt::format("singularity search: robot '{}' has coordinates 0..{}, not {}",
                                 chain.name(), chain.dof() - 1, coordinate));
  if (!(lower < upper) || samples < 3)
    throw ModelError(
        fmt::format("singularity search: need lower < upper and at least 3 samples "
                    "(got [{}, {}], {} samples)",
                    lower, upper, samples));
  Eigen::VectorXd configuration = q;
  auto ratio = [&](double value) {
    configuration[coordinate] = value;
    const Eigen::JacobiSVD<Eigen::MatrixXd> svd(
        task.select(geometric_jacobian(chain, configuration)));
    const Eigen::VectorXd& sigma = svd.singularValues();
    return sigma[0] > 0 ? sigma[sigma.size() - 1] / sigma[0] : 0.0;
  };
  const double step = (upper - lower) / (samples - 1);
  std::vector<double> values(static_cast<std::size_t>(samples));
  for (int i = 0; i < samples; ++i) values[static_cast<std::size_t>(i)] = ratio(lower + i * step);

  std::vector<double> found;
  for (int i = 0; i < samples; ++i) {
    const auto k = static_cast<std::size_t>(i);
    const double left = i > 0 ? values[k - 1] : std::numeric_limits<double>::infinity();
    const double right = i + 1 < samples ? values[k + 1] : std::numeric_limits<double>::infinity();
    // Only minima that are already small can hide a singularity between
    // samples; the others (and rounding ripples on flat stretches) are skipped.
    if (!(values[k] <= left && values[k] < right) || values[k] > kRefineBelow) continue;
    // Golden-section search on the bracket around the sampled minimum.
    double a = std::max(lower, lower + (i - 1) * step);
    double b = std::min(upper, lower + (i + 1) * step);
    const double inverse_golden = (std::sqrt(5.0) - 1) / 2;
    double c = b - inverse_golden * (b - a), d = a + inverse_golden * (b - a);
    double fc = ratio(c), fd = ratio(d);
    for (int iteration = 0; iteration < 200 && b - a > 1e-13 * (1 + std::abs(a)); ++iteration) {
      if (fc < fd) {
        b = d;
        d = c;
        fd = fc;
        c = b - inverse_golden * (b - a);
        fc = ratio(c);
      } else {
        a = c;
        c = d;
        fc = fd;
        d = a + inverse_golden * (b - a);
        fd = ratio(d);
      }
    }
    double best = (a + b) / 2;
    double best_value = ratio(best);
    // The ends of the range are candidates too (a minimum may sit on them).
    for (const double end : {a, b}) {
      const double value = ratio(end);
      if (value < best_value) {
        best = end;
        best_value = value;
      }
    }
    if (best_value <= relative_tolerance) found.push_back(best);
  }
  std::sort(found.begin(), found.end());
  found.erase(std::unique(found.begin(), found.end(),
                          [&](double x, double y) { return std::abs(x - y) < 10 * step; }),
              found.end());
  return found;
}

}  // namespace acausal::kinematics
