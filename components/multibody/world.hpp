#pragma once
#include "components/multibody/element.hpp"

namespace acausal::multibody {

struct WorldParams {
  Vector3d n{0, -1, 0};  // direction of gravity (any length; structural)
  double g = 9.80665;    // m/s2, standard gravity (Modelica.Constants.g_n, as MSL 4.0.0's World)
};

/// The inertial frame and uniform gravity g along n (MSL World). Exactly one
/// World per mechanism: it is the root of the spanning tree.
class World : public Element {
 public:
  static constexpr const char* kTypeName = "World";
  using Params = WorldParams;
  World(ComponentContext ctx, Params p = Params());
  ElementData element() const override;
  Frame frame_b;

 private:
  Vec3 gravity_;
};

}  // namespace acausal::multibody
