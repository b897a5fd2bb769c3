#pragma once
// Assembly of a mechanism's closed loops from the user's start values, at
// flatten time (docs/multibody.md, "Closed loops at initialisation"): the
// position-level closure constraints are solved for the joint coordinates
// that no fixed start value, motion source or parameter holds, starting from
// their start values, by damped least squares with a bounded step, so that
// the solution is the assembly branch nearest to the given positions. The
// result becomes the start values of those coordinates (so the global
// initialisation starts on that branch), and what cannot be assembled is
// reported with the loop's joints:
//   - no solution near the start values (parts too short, fixed start values
//     that contradict each other or the loop): ModelError;
//   - a solution at a singular position of the loop, where two assembly
//     branches meet (a four-bar stretched flat, a crank and rod in line at a
//     right angle to the slider), so that the motion from there is ambiguous:
//     ModelError;
//   - constraints that are redundant everywhere (a planar loop whose plane is
//     not recognised symbolically): ModelError suggesting a planar cut joint.
#include <string>
#include <vector>

#include "core/expr/expr.hpp"
#include "core/passes/flat_system.hpp"

namespace acausal::multibody {

struct LoopClosure {
  std::string cut;       // path of the element that closes the loop
  std::string cut_type;  // its component type
  /// Paths of the loop's elements: the cut element, then around the loop.
  std::vector<std::string> loop;
  /// Position-level closure residues (= 0 when the loop is closed).
  std::vector<Expr> residues;
  /// What each residue measures ("offset of frame_b along x of frame_a", ...),
  /// and its unit (m, rad).
  std::vector<std::string> residue_names;
  std::vector<std::string> residue_units;
  /// Quantities that must vanish once assembled (a planar cut joint's
  /// out-of-plane offsets): checked at the solution.
  std::vector<Expr> planar;
};

/// Solves the loops' closure together (they may share joints) and writes the
/// solution into the start values of `flat`'s free joint coordinates (and of
/// their aliases); throws ModelError naming the loop, its joints and the fix
/// when the loops cannot be assembled unambiguously. Nothing to do without loops.
void assemble_loops(const std::vector<LoopClosure>& loops, FlatSystem& flat);

}  // namespace acausal::multibody
