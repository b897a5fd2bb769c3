#pragma once
#include <array>
#include <vector>

#include "components/rotational/partials.hpp"

namespace acausal::rotational {

/// One row of a LossyGear loss table: speed |w_a| [rad/s], mesh efficiency
/// when flange_a drives (eta_mf1) and when flange_b drives (eta_mf2), bearing
/// friction torques [N.m] for the two cases (tau_bf1, tau_bf2).
using LossTableRow = std::array<double, 5>;

struct LossyGearParams {
  double ratio = 1.0;  // flange_a.phi / flange_b.phi
  /// Rows {w, eta_mf1, eta_mf2, tau_bf1, tau_bf2}, w strictly increasing; MSL
  /// default [0, 1, 1, 0, 0] is the ideal gear.
  std::vector<LossTableRow> lossTable = {{0, 1, 1, 0, 0}};
  bool use_support = false;
};

/// Gear with mesh efficiency and bearing friction, rolling or stuck (MSL
/// Components.LossyGear, after Pelchen, Schweiger, Otter 2002): phi_a = ratio
/// phi_b, 0 = flange_b.tau + ratio (flange_a.tau - tauLoss). The driving side
/// is the sign of tau_eta (flange_a.tau corrected by the bearing friction);
/// the torque loss is (1 - eta_mf1) flange_a.tau + tau_bf1 when flange_a
/// drives forward, (1 - 1/eta_mf2) flange_a.tau + tau_bf2 when flange_b
/// does, the mirror images backwards. At w_a = 0 the gear sticks while the
/// path parameter sa stays between the losses at 0+ and 0-; the mode logic
/// (startForward, startBackward, locked, mode, starting in Free) is MSL's.
/// The table is interpolated in |w_a| (linear, extrapolated), its entries
/// are tunable parameters lossTable[k,j].
class LossyGear : public Component {
 public:
  static constexpr const char* kTypeName = "LossyGear";
  using Params = LossyGearParams;
  LossyGear(ComponentContext ctx, Params p = Params());
  Flange flange_a, flange_b;
  Expr phi_a, phi_b, sa, w_a, a_a;
  Expr eta_mf1, eta_mf2, tau_bf_a, tau_eta, tau_bf1, tau_bf2;
  Expr tauLoss, tauLossMax, tauLossMin, tauLossMax_p, tauLossMin_m, lossPower;
  Expr tau_etaPos, startForward, startBackward, locked, mode;
};

}  // namespace acausal::rotational
