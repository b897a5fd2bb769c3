#pragma once
// The DOBOT MG400 of seed 001: its geometry, its chain of fixed transforms and
// joint axes, and its closed-form inverse kinematics (seed 001, eq. 27), aware
// of the joint ranges.
//
// Coordinates are the paper's (θ1, θ2, θ3, θ4) of Tables 3 and 4: θ1 turns the
// arm about the vertical base axis, θ2 leans the upper arm forward from
// vertical, θ3 turns the forearm relative to the upper arm (θ2 + θ3 is the
// forearm's angle below horizontal), θ4 turns the flange; two parallelograms
// keep the flange level, modelled as a joint driven by −θ2 − θ3. Eq. (6):
//   r  = L2 sin θ2 + L3 cos(θ2 + θ3) + a_shoulder + a_flange
//   x  = r cos θ1,  y = r sin θ1
//   z  = h_shoulder − d_flange + L2 cos θ2 − L3 sin(θ2 + θ3)
//   Rz = θ1 + θ4
#include <optional>

#include "kinematics/ik_solution.hpp"
#include "kinematics/serial_chain.hpp"

namespace acausal::kinematics {

/// Lengths in metres, angles in radians.
struct Mg400Parameters {
  double shoulder_radial = 0.0435;  // base axis → J2 axis, horizontal (Table 2, a1)
  double shoulder_height = 0.228;   // base frame → J2 axis, vertical (123 + 105 mm)
  double upper_arm = 0.175;         // J2 → J3 (Table 2, a2)
  double forearm = 0.175;           // J3 → flange joint (Table 2, a33)
  double flange_radial = 0.066;     // forearm end → J4 axis, horizontal (Table 2, a33b)
  double flange_drop = 0.036;       // forearm end → tool point, downwards (Table 2, d4)
  JointLimit theta1;                // defaults: see mg400_default_parameters()
  JointLimit theta2;
  JointLimit theta3;
  JointLimit theta4;
  /// Range of θ2 + θ3, the forearm angle (seed 001, Sec. 2.2).
  JointLimit forearm_angle;
};

/// The geometry of seed 001 with the joint ranges documented in docs/kinematics.md.
Mg400Parameters mg400_default_parameters();

/// The MG400 as a chain of fixed transforms and joint axes (base frame at the
/// foot of the J1 axis, tool frame at the flange point, z up).
SerialChain make_mg400_chain(const Mg400Parameters& parameters, const char* name = "mg400");

class Mg400Ik {
 public:
  explicit Mg400Ik(Mg400Parameters parameters = mg400_default_parameters(),
                   IkTolerance tolerance = {});

  const SerialChain& chain() const { return chain_; }
  const Mg400Parameters& parameters() const { return parameters_; }

  /// Eq. (27): every solution within the joint ranges (θ4 in (−π, π] where the
  /// range allows, as the paper's eq. 26), each checked by forward kinematics.
  /// The orientation must be a rotation about the vertical axis. When the
  /// target lies on the base axis θ1 is taken from `reference`.
  IkResult solve(const Eigen::Isometry3d& tool_pose, const ArmConfiguration& wanted = {},
                 const std::optional<Eigen::VectorXd>& reference = std::nullopt) const;

 private:
  Mg400Parameters parameters_;
  SerialChain chain_;
  IkTolerance tolerance_;
};

}  // namespace acausal::kinematics
