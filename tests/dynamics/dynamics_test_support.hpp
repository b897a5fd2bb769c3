#pragma once
// Shared helpers of the dynamics tests: fixed-seed random trees and states,
// small closed-form mechanisms, and checks of error messages.
#include <algorithm>
#include <cmath>
#include <functional>
#include <initializer_list>
#include <numbers>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <Eigen/Geometry>

#include "core/errors.hpp"
#include "dynamics/body_inertia.hpp"
#include "dynamics/rigid_body_tree.hpp"

namespace acausal::dynamics::testing {

inline constexpr double kPi = std::numbers::pi;

inline double uniform(std::mt19937& random, double lower, double upper) {
  return std::uniform_real_distribution<double>(lower, upper)(random);
}

inline Eigen::VectorXd random_vector(std::mt19937& random, int size, double bound) {
  Eigen::VectorXd v(size);
  for (int i = 0; i < size; ++i) v[i] = uniform(random, -bound, bound);
  return v;
}

inline Eigen::Vector3d random_vector3(std::mt19937& random, double bound) {
  return {uniform(random, -bound, bound), uniform(random, -bound, bound),
          uniform(random, -bound, bound)};
}

inline Eigen::Isometry3d random_pose(std::mt19937& random, double reach) {
  Eigen::Quaterniond rotation(uniform(random, -1, 1), uniform(random, -1, 1),
                              uniform(random, -1, 1), uniform(random, -1, 1));
  rotation.normalize();
  Eigen::Isometry3d pose = Eigen::Isometry3d::Identity();
  pose.linear() = rotation.toRotationMatrix();
  pose.translation() = random_vector3(random, reach);
  return pose;
}

/// A physically valid body: a cylinder plus three point masses (so the
/// tensor is full, with products of inertia, and satisfies the triangle inequality).
inline BodyInertia random_body_inertia(std::mt19937& random) {
  BodyInertia body = solid_cylinder(uniform(random, 0.5, 3), uniform(random, 0.02, 0.08),
                                    uniform(random, 0.1, 0.4), random_vector3(random, 1),
                                    random_vector3(random, 0.2));
  for (int i = 0; i < 3; ++i)
    body = combined(body, point_mass(uniform(random, 0.1, 1), random_vector3(random, 0.3)));
  return body;
}

/// A tree with the given parent indices, random placements, axes and inertias;
/// every third joint prismatic if `with_prismatic`.
inline RigidBodyTree random_tree(std::mt19937& random, const std::vector<int>& parents,
                                 bool with_prismatic,
                                 const Eigen::Vector3d& gravity = downward_gravity()) {
  std::vector<BodyDescription> bodies;
  for (std::size_t i = 0; i < parents.size(); ++i) {
    BodyDescription b;
    b.name = "b" + std::to_string(i);
    b.parent = parents[i];
    b.joint_type = with_prismatic && i % 3 == 2 ? JointType::prismatic : JointType::revolute;
    b.joint_placement = random_pose(random, 0.3);
    b.joint_axis = random_vector3(random, 1);
    b.joint_offset = uniform(random, -0.5, 0.5);
    b.body_placement = random_pose(random, 0.2);
    b.inertia = random_body_inertia(random);
    bodies.push_back(b);
  }
  return RigidBodyTree("random", bodies, gravity);
}

/// A chain of `links` revolute joints about alternating z and y axes, 0.1 m
/// apart, each link a 1 kg cylinder: the benchmark's long chain.
inline RigidBodyTree long_chain(int links) {
  std::vector<BodyDescription> bodies;
  for (int i = 0; i < links; ++i) {
    BodyDescription b;
    b.name = "link" + std::to_string(i + 1);
    b.parent = i - 1;
    b.joint_axis = i % 2 == 0 ? Eigen::Vector3d::UnitZ() : Eigen::Vector3d::UnitY();
    b.joint_placement = Eigen::Isometry3d(Eigen::Translation3d(i == 0 ? 0.0 : 0.1, 0, 0));
    b.inertia = solid_cylinder(1.0, 0.02, 0.1, Eigen::Vector3d::UnitX(), {0.05, 0, 0});
    bodies.push_back(b);
  }
  return RigidBodyTree("chain" + std::to_string(links), bodies);
}

/// Largest entry of |a − b|.
inline double max_abs_difference(const Eigen::MatrixXd& a, const Eigen::MatrixXd& b) {
  return (a - b).cwiseAbs().maxCoeff();
}

/// max(1, |a|∞): the scale for "relative" comparisons of torques and matrices.
inline double scale_of(const Eigen::MatrixXd& a) {
  return std::max(1.0, a.cwiseAbs().maxCoeff());
}

/// The message of the ModelError `action` throws (empty, and a failure, if none).
inline std::string model_error_message(const std::function<void()>& action) {
  try {
    action();
  } catch (const ModelError& error) {
    return error.what();
  }
  ADD_FAILURE() << "expected a ModelError";
  return {};
}

inline void expect_contains(const std::string& message,
                            std::initializer_list<const char*> fragments) {
  for (const char* fragment : fragments)
    EXPECT_NE(message.find(fragment), std::string::npos)
        << "message lacks '" << fragment << "': " << message;
}

}  // namespace acausal::dynamics::testing
