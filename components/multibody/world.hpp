#pragma once
#include "components/multibody/element.hpp"

namespace acausal::multibody {

struct WorldParams {
  Vector3d n{0, -1, 0};  // direction of gravity (any length; structural)
  double g = 9.80665;    // m/s2, standard gravity (Modelica.Constants.g_n, as MSL 4.0.0's World)
  /// uniform (g along n) or point gravity toward the world's origin (structural).
  GravityType gravityType = GravityType::uniform;
  double mu = 3.986004418e14;  // m3/s2, point gravity's field constant (MSL default: the Earth's)
};

/// The inertial frame and its gravity (MSL World): uniform, g along n, or
/// point gravity g = -mu r / |r|^3 at a body's centre of mass r (world
/// axes). Exactly one World per mechanism: it is the root of the spanning tree.
class World : public Element {
 public:
  static constexpr const char* kTypeName = "World";
  using Params = WorldParams;
  World(ComponentContext ctx, Params p = Params());
  ElementData element() const override;
  Frame frame_b;

 private:
  Vec3 gravity_;
  GravityType gravity_type_;
  Expr mu_;
};

}  // namespace acausal::multibody
