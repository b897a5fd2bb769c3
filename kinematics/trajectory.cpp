#include "kinematics/trajectory.hpp"

#include <cmath>

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::kinematics {

TrajectorySample rest_at(const Eigen::VectorXd& position) {
  return {position, Eigen::VectorXd::Zero(position.size()), Eigen::VectorXd::Zero(position.size())};
}

void check_trajectory_arguments(const char* what, double duration,
                                std::initializer_list<const Eigen::VectorXd*> vectors,
                                Eigen::Index dimension) {
  if (!(duration > 0) || !std::isfinite(duration))
    throw ModelError(
        fmt::format("{}: duration {} s; give a positive, finite duration", what, duration));
  if (dimension < 1) throw ModelError(fmt::format("{}: needs at least one axis", what));
  int index = 0;
  for (const Eigen::VectorXd* v : vectors) {
    ++index;
    if (v->size() != dimension)
      throw ModelError(fmt::format("{}: argument {} has {} entries, the trajectory has {} axes",
                                   what, index, v->size(), dimension));
    if (!v->allFinite())
      throw ModelError(fmt::format("{}: argument {} has a non-finite entry", what, index));
  }
}

}  // namespace acausal::kinematics
