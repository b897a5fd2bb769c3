#pragma once
// Shared partial models of MSL's AC/DC converters (PowerConverters.Interfaces.
// ACDC) and the valve data of the thyristor rectifiers.
#include "components/electrical/ideal_thyristor.hpp"
#include "components/electrical/partials.hpp"
#include "components/polyphase/ideal_thyristor.hpp"
#include "components/polyphase/partials.hpp"
#include "domains/polyphase.hpp"

namespace acausal::power_converters {

/// Thyristor data of the MSL rectifiers (PowerConverters defaults).
struct ThyristorData {
  double RonThyristor = 1e-5;   // Ohm, closed thyristor resistance
  double GoffThyristor = 1e-5;  // S, opened thyristor conductance
  double VkneeThyristor = 0.0;  // V, thyristor forward threshold voltage
};

/// The thyristor data as IdealThyristor parameters with pre(off) = off_start.
electrical::IdealThyristorParams thyristor_params(const ThyristorData& data, bool off_start);
/// The same for m phases, pre(off[k]) = off_start[k] (empty: all true).
polyphase::IdealThyristorParams thyristor_params(const ThyristorData& data, int m,
                                                 std::vector<bool> off_start);

/// AC pins ac_p, ac_n (MSL ACtwoPin: vAC = ac_p.v - ac_n.v, iAC = ac_p.i)
/// and the positive DC pin dc_p (iDC = dc_p.i). LossPower is the sum of the
/// valves' losses, set by the converter; vDC by the two kinds below.
struct RectifierTerminals {
  electrical::Pin ac_p, ac_n, dc_p;
  Expr vAC, iAC, vDC, iDC, LossPower;
  explicit RectifierTerminals(Component& c);
};

/// A centre-tap rectifier's terminals (MSL ACtwoPin + DCpin): the supply's
/// centre tap is the DC return, so vDC = dc_p.v.
struct CenterTapTerminals : RectifierTerminals {
  explicit CenterTapTerminals(Component& c);
};

/// A bridge's terminals (MSL ACtwoPin + DCtwoPin): vDC = dc_p.v - dc_n.v.
struct BridgeTerminals : RectifierTerminals {
  electrical::Pin dc_n;
  explicit BridgeTerminals(Component& c);
};

/// The polyphase rectifiers' terminals: the AC plug ac (MSL ACplug) and
/// dc_p, dc_n of a 2m-pulse bridge (DCtwoPin: vDC = dc_p.v - dc_n.v).
struct PolyphaseBridgeTerminals {
  polyphase::Plug ac;
  electrical::Pin dc_p, dc_n;
  Expr vDC, iDC, LossPower;
  PolyphaseBridgeTerminals(Component& c, int m);
};

/// A 2m-pulse centre-tap rectifier's terminals: the plugs ac_p and ac_n of
/// the two supply halves (MSL ACtwoPlug) and dc_p against the centre (DCpin:
/// vDC = dc_p.v).
struct CenterTap2mTerminals {
  polyphase::Plug ac_p, ac_n;
  electrical::Pin dc_p;
  Expr vDC, iDC, LossPower;
  CenterTap2mTerminals(Component& c, int m);
};

/// An m-pulse centre-tap rectifier's terminals: the plug ac (MSL ACplug) and
/// dc_p against the supply's star point (DCpin: vDC = dc_p.v).
struct CenterTapmTerminals {
  polyphase::Plug ac;
  electrical::Pin dc_p;
  Expr vDC, iDC, LossPower;
  CenterTapmTerminals(Component& c, int m);
};

/// Connects four valves as a single-phase (Graetz) bridge, as MSL's
/// two-pulse bridges do: p1 from ac_p to dc_p, p2 from ac_n to dc_p, n1 from
/// dc_n to ac_p, n2 from dc_n to ac_n; LossPower is their sum.
void connect_graetz_bridge(Component& c, const BridgeTerminals& t,
                           const electrical::IdealSemiconductor& p1,
                           const electrical::IdealSemiconductor& p2,
                           const electrical::IdealSemiconductor& n1,
                           const electrical::IdealSemiconductor& n2);

/// Connects the two polyphase valve groups of a 2m-pulse bridge as MSL's
/// bridges do: valves_p from ac.pin[k] to the star star_p on dc_p, valves_n
/// from the star star_n on dc_n to ac.pin[k] (the stars are added here).
/// LossPower is the sum of the two groups' losses.
void connect_2m_bridge(Component& c, const PolyphaseBridgeTerminals& t, int m,
                       const polyphase::OnePort& valves_p, const Expr& loss_p,
                       const polyphase::OnePort& valves_n, const Expr& loss_n);

/// Connects a polyphase valve group from the plug `from` through a star
/// point (added here, named star_name) to the pin `to`: a centre-tap
/// rectifier's half.
void connect_through_star(Component& c, const polyphase::Plug& from,
                          const polyphase::OnePort& valves, const std::string& star_name,
                          const electrical::Pin& to);

/// Throws ModelError naming c unless m is odd (MSL's centre-tap m-pulse rectifiers).
void check_odd_phase_count(const Component& c, int m);

}  // namespace acausal::power_converters
