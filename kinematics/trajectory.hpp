#pragma once
// What every joint-space trajectory offers: position, velocity and
// acceleration at any time. Before its start a trajectory rests at its first
// position, after its end at its last.
#include <initializer_list>

#include <Eigen/Core>

namespace acausal::kinematics {

struct TrajectorySample {
  Eigen::VectorXd position;
  Eigen::VectorXd velocity;
  Eigen::VectorXd acceleration;
};

class JointTrajectory {
 public:
  virtual ~JointTrajectory() = default;
  virtual int dimension() const = 0;
  virtual double start_time() const = 0;
  virtual double end_time() const = 0;
  virtual TrajectorySample sample(double t) const = 0;
  double duration() const { return end_time() - start_time(); }
};

/// A sample resting at `position`.
TrajectorySample rest_at(const Eigen::VectorXd& position);

/// Throws ModelError unless `duration` is positive and finite and the vectors
/// have `dimension` finite entries; `what` names the trajectory in the message.
void check_trajectory_arguments(const char* what, double duration,
                                std::initializer_list<const Eigen::VectorXd*> vectors,
                                Eigen::Index dimension);

}  // namespace acausal::kinematics
