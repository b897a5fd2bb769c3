#pragma once
// Joint references from a Cartesian tool path through inverse kinematics
// (seed 000 Sec. 2.4, kinematic control): at every instant the robot's closed
// form gives q for the path's pose in the chosen arm configuration, and
//   qd  = J(q)^-1 [v; w],   qdd = J(q)^-1 ([a; w'] - Jdot(q, qd) qd),
// J the geometric Jacobian (Siciliano et al. 2009, Sec. 3.1.3 and 3.9). The
// three outputs feed Move sources, so the joints follow the path exactly and
// their torques are results of the multibody model.
#include <memory>
#include <vector>

#include "domains/signal.hpp"
#include "kinematics/ik_solution.hpp"
#include "kinematics/robot.hpp"
#include "kinematics/trajectory_cartesian.hpp"

namespace acausal::robotics {

struct CartesianReferenceParams {
  std::shared_ptr<const kinematics::Robot> robot;
  std::shared_ptr<const kinematics::CartesianPath> path;
  /// The branch of the inverse kinematics to follow.
  kinematics::ArmConfiguration configuration{};
};

/// Outputs "q[i]", "qd[i]", "qdd[i]" of the robot's joints; throws ModelError
/// at construction when the path's start is out of reach or the closed form
/// has no solution in the configuration, and during the run (naming the time)
/// when the path leaves the workspace or meets a singularity.
class CartesianReference : public Component {
 public:
  static constexpr const char* kTypeName = "CartesianReference";
  using Params = CartesianReferenceParams;
  CartesianReference(ComponentContext ctx, Params p);
  std::vector<signal::RealSignal> q, qd, qdd;
};

}  // namespace acausal::robotics
