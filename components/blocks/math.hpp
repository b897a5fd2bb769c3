#pragma once
// Mathematical functions on signals (MSL Blocks.Math).
#include <cstddef>
#include <vector>

#include "domains/signal.hpp"

namespace acausal::blocks {

struct GainParams {
  double k = 1.0;
};

/// y = k * u (MSL Math.Gain).
class Gain : public Component {
 public:
  static constexpr const char* kTypeName = "Gain";
  using Params = GainParams;
  Gain(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
};

struct AddParams {
  double k1 = 1.0;
  double k2 = 1.0;
};

/// y = k1 * u1 + k2 * u2 (MSL Math.Add).
class Add : public Component {
 public:
  static constexpr const char* kTypeName = "Add";
  using Params = AddParams;
  Add(ComponentContext ctx, Params p = Params());
  signal::RealSignal u1, u2, y;
};

struct FeedbackParams {};

/// y = u1 - u2: commanded input u1 minus feedback input u2 (MSL Math.Feedback).
class Feedback : public Component {
 public:
  static constexpr const char* kTypeName = "Feedback";
  using Params = FeedbackParams;
  Feedback(ComponentContext ctx, Params p = Params());
  signal::RealSignal u1, u2, y;
};

struct SignalFunctionParams {};

/// y = u1 * u2 (MSL Math.Product).
class Product : public Component {
 public:
  static constexpr const char* kTypeName = "Product";
  using Params = SignalFunctionParams;
  Product(ComponentContext ctx, Params p = Params());
  signal::RealSignal u1, u2, y;
};

/// y = u1 / u2 (MSL Math.Division); u2 must not become zero.
class Division : public Component {
 public:
  static constexpr const char* kTypeName = "Division";
  using Params = SignalFunctionParams;
  Division(ComponentContext ctx, Params p = Params());
  signal::RealSignal u1, u2, y;
};

/// y = sqrt(u) (MSL Math.Sqrt); u must not become negative.
class Sqrt : public Component {
 public:
  static constexpr const char* kTypeName = "Sqrt";
  using Params = SignalFunctionParams;
  Sqrt(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
};

/// y = atan2(u1, u2) in (-pi, pi] rad (MSL Math.Atan2); u1 and u2 must not both be zero.
class Atan2 : public Component {
 public:
  static constexpr const char* kTypeName = "Atan2";
  using Params = SignalFunctionParams;
  Atan2(ComponentContext ctx, Params p = Params());
  signal::RealSignal u1, u2, y;
};

/// y = sin(u), u in rad (MSL Math.Sin).
class Sin : public Component {
 public:
  static constexpr const char* kTypeName = "Sin";
  using Params = SignalFunctionParams;
  Sin(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
};

/// y = cos(u), u in rad (MSL Math.Cos).
class Cos : public Component {
 public:
  static constexpr const char* kTypeName = "Cos";
  using Params = SignalFunctionParams;
  Cos(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
};

/// y = tanh(u) (MSL Math.Tanh).
class Tanh : public Component {
 public:
  static constexpr const char* kTypeName = "Tanh";
  using Params = SignalFunctionParams;
  Tanh(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
};

struct AbsParams {
  /// true: a state event where u changes sign; false (MSL default
  /// generateEvent = false): evaluated directly, y is continuous anyway.
  bool generate_event = false;
};

/// y = if u >= 0 then u else -u (MSL Math.Abs).
class Abs : public Component {
 public:
  static constexpr const char* kTypeName = "Abs";
  using Params = AbsParams;
  Abs(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
};

struct SignParams {
  /// true: state events where u changes sign; false (MSL default
  /// generateEvent = false): evaluated directly, the integrator's step
  /// control meets the jump.
  bool generate_event = false;
};

/// y = 1 if u > 0, -1 if u < 0, else 0 (MSL Math.Sign).
class Sign : public Component {
 public:
  static constexpr const char* kTypeName = "Sign";
  using Params = SignParams;
  Sign(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
};

struct MinMaxParams {
  /// true (MSL, whose min() and max() always generate events): a state event
  /// where u1 - u2 changes sign; false: evaluated directly (noEvent).
  bool generate_event = true;
};

/// y = min(u1, u2) (MSL Math.Min).
class Min : public Component {
 public:
  static constexpr const char* kTypeName = "Min";
  using Params = MinMaxParams;
  Min(ComponentContext ctx, Params p = Params());
  signal::RealSignal u1, u2, y;
};

/// y = max(u1, u2) (MSL Math.Max).
class Max : public Component {
 public:
  static constexpr const char* kTypeName = "Max";
  using Params = MinMaxParams;
  Max(ComponentContext ctx, Params p = Params());
  signal::RealSignal u1, u2, y;
};

struct MultiSumParams {
  /// Number of inputs; 0 with k given means k.size().
  std::size_t nu = 0;
  /// Input gains k[1..nu]; empty means all 1 (MSL fill(1, nu)).
  std::vector<double> k;
};

/// y = k[1] u[1] + ... + k[nu] u[nu], y = 0 without inputs (MSL
/// Math.MultiSum). Ports "u[1]".."u[nu]"; gains are tunable parameters "k[i]".
class MultiSum : public Component {
 public:
  static constexpr const char* kTypeName = "MultiSum";
  using Params = MultiSumParams;
  MultiSum(ComponentContext ctx, Params p = Params());
  std::vector<signal::RealSignal> u;
  signal::RealSignal y;
};

struct MultiProductParams {
  std::size_t nu = 0;  // number of inputs
};

/// y = u[1] u[2] ... u[nu], y = 0 without inputs (MSL Math.MultiProduct).
/// Ports "u[1]".."u[nu]".
class MultiProduct : public Component {
 public:
  static constexpr const char* kTypeName = "MultiProduct";
  using Params = MultiProductParams;
  MultiProduct(ComponentContext ctx, Params p = Params());
  std::vector<signal::RealSignal> u;
  signal::RealSignal y;
};

struct MatrixGainParams {
  /// Gain matrix, row by row (m rows of n entries); MSL default [1, 0; 0, 1].
  std::vector<std::vector<double>> K{{1.0, 0.0}, {0.0, 1.0}};
};

/// y = K u with K m x n (MSL Math.MatrixGain): ports "u[1]".."u[n]" and
/// "y[1]".."y[m]"; the entries are tunable parameters "K[i,j]".
class MatrixGain : public Component {
 public:
  static constexpr const char* kTypeName = "MatrixGain";
  using Params = MatrixGainParams;
  MatrixGain(ComponentContext ctx, Params p = Params());
  std::vector<signal::RealSignal> u, y;
};

}  // namespace acausal::blocks
