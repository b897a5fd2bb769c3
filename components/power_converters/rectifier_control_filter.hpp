#pragma once
#include "domains/signal.hpp"

namespace acausal::power_converters {

struct RectifierControlFilterParams {
  double f = 50.0;      // Hz, mains frequency
  double fCut = 0.0;    // Hz, cut-off frequency of the first order low pass; 0 means 2 f
  double yStart = 0.0;  // start value of the output
};

/// The rectifier controls' voltage filter (MSL PowerConverters.ACDC.Control.
/// Filter): a first order low pass (k = 1, T = 1 / (2 pi fCut)) followed by
/// two first order all-pass filters (1 - s/wa) / (1 + s/wa), wa = 2 pi fa,
///   fa = f / tan(pi/2 - atan(f/fCut)/4),
/// so the phase lag of the low pass at f grows to a whole half period and the
/// filtered voltage crosses zero where the mains voltage does. Each all-pass
/// is y = 2 x - u with der(x) = wa (u - x) (MSL's transferFunction[j] with
/// its state x_scaled[1]); every stage starts at y = yStart.
class RectifierControlFilter : public Component {
 public:
  static constexpr const char* kTypeName = "RectifierControlFilter";
  using Params = RectifierControlFilterParams;
  RectifierControlFilter(ComponentContext ctx, Params params = Params());
  signal::RealSignal u, y;
};

}  // namespace acausal::power_converters
