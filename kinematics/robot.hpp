#pragma once
// A robot as users meet it: its chain, the DH table it was given as (if any),
// and the inverse kinematics that fits it — closed form where the geometry
// allows (spherical wrist, SCARA, MG400), numerical otherwise.
#include <optional>
#include <string>
#include <variant>

#include "kinematics/dh_robot.hpp"
#include "kinematics/ik_mg400.hpp"
#include "kinematics/ik_numerical.hpp"
#include "kinematics/ik_scara.hpp"
#include "kinematics/ik_solution.hpp"
#include "kinematics/ik_spherical_wrist.hpp"
#include "kinematics/serial_chain.hpp"

namespace acausal::kinematics {

enum class ClosedFormIk { none, spherical_wrist, scara, mg400 };

class Robot {
 public:
  /// Picks the closed-form solver whose geometric conditions the chain meets.
  explicit Robot(SerialChain chain, std::string description = {},
                 std::optional<DhTable> dh_table = std::nullopt);
  /// The MG400 with its own closed form (seed 001, eq. 27).
  explicit Robot(Mg400Ik mg400, std::string description = {});

  const SerialChain& chain() const { return chain_; }
  const std::string& name() const { return chain_.name(); }
  const std::string& description() const { return description_; }
  const std::optional<DhTable>& dh_table() const { return dh_table_; }
  ClosedFormIk closed_form() const;

  Eigen::Isometry3d forward_kinematics(const Eigen::VectorXd& q) const;

  /// Every solution matching `wanted`, within the limits and checked by
  /// forward kinematics: closed form where available; otherwise numerical IK
  /// from `numerical_starts` fixed-seed starting points (distinct converged
  /// results, which need not be all solutions; `wanted` is then ignored, the
  /// solutions carry no configuration).
  IkResult inverse_kinematics(const Eigen::Isometry3d& tool_pose,
                              const ArmConfiguration& wanted = {},
                              const std::optional<Eigen::VectorXd>& reference = std::nullopt,
                              int numerical_starts = 24) const;

 private:
  SerialChain chain_;
  std::string description_;
  std::optional<DhTable> dh_table_;
  std::variant<std::monostate, SphericalWristIk, ScaraIk, Mg400Ik> solver_;
};

std::string to_string(ClosedFormIk kind);

}  // namespace acausal::kinematics
