#pragma once
// MSL 4.0.0 MultiBody.Examples.Loops beside Fourbar1 and the engines: the
// four-bar with its rod as one assembly joint.
#include <memory>

#include "core/model/model.hpp"

namespace acausal::models::msl {

/// Loops.Fourbar2: Fourbar1's crank j1 and slider j2, the rod between them a
/// UniversalSpherical (rod length |rRod_ia|, MSL computeRodLength at the
/// start position).
std::unique_ptr<Model> multibody_fourbar2();
/// Loops.Fourbar_analytic: the same four-bar with rod, rod 2 and slider a
/// JointSSP (MSL solves it analytically; here the loop's cut does).
std::unique_ptr<Model> multibody_fourbar_analytic();
/// Three planar four-bars, each loop a JointRRR (MSL Loops.PlanarLoops_analytic).
std::unique_ptr<Model> multibody_planar_loops_analytic();
/// A planar four-bar of boxes falling from rest (MSL Loops.PlanarFourbar).
std::unique_ptr<Model> multibody_planar_fourbar();

}  // namespace acausal::models::msl
