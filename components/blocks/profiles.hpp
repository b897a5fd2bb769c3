#pragma once
// Time-profile sources whose phases change at exact time events (MSL
// Blocks.Sources.KinematicPTP2 and TimeTable).
#include <optional>
#include <utility>
#include <vector>

#include "domains/signal.hpp"

namespace acausal::blocks {

struct KinematicPTPParams {
  // Per axis; a vector of size 1 applies to every axis (MSL rule).
  std::vector<double> q_begin{0.0};
  std::vector<double> q_end{1.0};
  std::vector<double> qd_max{1.0};   // > 0
  std::vector<double> qdd_max{1.0};  // > 0
  double startTime = 0.0;            // s
};

/// Moves all axes as fast as possible from q_begin to q_end within the
/// velocity and acceleration limits, synchronised on one normalised path s
/// (0..1): acceleration, constant velocity, deceleration, or a triangle when
/// the maximum velocity is not reached (MSL Sources.KinematicPTP2, whose
/// outputs q, qd, qdd and moving this has; same phase instants Ta1, Ta2, Tv,
/// Te). The path and its derivatives are written in closed form instead of
/// MSL's sd = der(s), sdd = der(sd); they are the same functions.
/// Ports are "q[i]", "qd[i]", "qdd[i]", "moving[i]" (i = 1..n, MSL names);
/// moving is a 0/1 signal (Boolean as Real, see logical.hpp).
class KinematicPTP : public Component {
 public:
  static constexpr const char* kTypeName = "KinematicPTP";
  using Params = KinematicPTPParams;
  KinematicPTP(ComponentContext ctx, Params p = Params());
  std::vector<signal::RealSignal> q, qd, qdd, moving;
  Expr endTime;  // time instant at which the movement stops
};

struct QuinticWaypointsParams {
  /// Instants at which the axes pass the waypoints, increasing [s].
  std::vector<double> times{0.0, 1.0};
  /// waypoints[k][i]: axis i at times[k]; every row has one value per axis.
  std::vector<std::vector<double>> waypoints{{0.0}, {1.0}};
};

/// Rest-to-rest quintic segments through waypoints (the "quintic polynomial
/// trajectory" of seed 001, Sec. 4): between times[k] and times[k+1] every
/// axis follows q_k + (q_k+1 - q_k) (10 s^3 - 15 s^4 + 6 s^5), s the
/// normalised time, so position, velocity and acceleration are continuous and
/// the axes stop at each waypoint (Biagiotti & Melchiorri 2008, Sec. 2.1.5).
/// Before the first instant and after the last the axes rest. Ports "q[i]",
/// "qd[i]", "qdd[i]" (closed-form derivatives); waypoints and instants are
/// tunable parameters "q{k}[i]", "t{k}" (k = 1..rows); every instant is a time
/// event.
class QuinticWaypoints : public Component {
 public:
  static constexpr const char* kTypeName = "QuinticWaypoints";
  using Params = QuinticWaypointsParams;
  QuinticWaypoints(ComponentContext ctx, Params p = Params());
  std::vector<signal::RealSignal> q, qd, qdd;
};

struct TimeTableParams {
  /// Rows (time, value), times non-decreasing from 0; a time given twice is a jump.
  std::vector<std::pair<double, double>> table;
  double offset = 0.0;
  double startTime = 0.0;  // s; y = offset before it
  /// Shift of the table's time column; unset means startTime (MSL default binding).
  std::optional<double> shiftTime;
  double timeScale = 1.0;  // s, unit of the table's time column
};

/// Linear interpolation in a table over time, with jumps where two rows share
/// a time and linear extrapolation through the first or last two rows
/// (MSL Sources.TimeTable): y = offset + table(( time - shiftTime) / timeScale)
/// for time >= startTime, else offset. Every row time is a time event. The
/// table itself is structural (fixed at construction); offset, startTime,
/// shiftTime and timeScale are tunable parameters.
class TimeTable : public Component {
 public:
  static constexpr const char* kTypeName = "TimeTable";
  using Params = TimeTableParams;
  TimeTable(ComponentContext ctx, Params p = Params());
  signal::RealSignal y;
};

}  // namespace acausal::blocks
