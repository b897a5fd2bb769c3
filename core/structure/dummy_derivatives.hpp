#pragma once
// Dummy derivative selection (Mattsson–Söderlind 1993): after index reduction, decides which
// derivatives become ordinary algebraic unknowns so that the system is square again and the
// remaining differentiated variables are a valid set of states.
#include <span>
#include <vector>

#include <Eigen/Dense>

#include "core/structure/pantelides.hpp"

namespace acausal::structure {

class JacobianOracle {
 public:
  virtual ~JacobianOracle() = default;
  /// Numeric Jacobian d(eqs)/d(vars) at the current (initial-guess) point, rows = eqs,
  /// cols = vars. Called once per independent block and level, with small index lists.
  virtual Eigen::MatrixXd jacobian(std::span<const int> eqs, std::span<const int> vars) = 0;
  /// One entry d(eq)/d(var); used for large blocks, where only the structurally
  /// nonzero entries are asked for. The default asks jacobian() for a 1x1 block.
  virtual double entry(int eq, int var) {
    const int e[1] = {eq}, v[1] = {var};
    return jacobian(e, v)(0, 0);
  }
};

/// Returns, per variable of ir.graph, 1 if it is a dummy derivative, else 0.
///
/// Level 1 takes the highest-order equations that are derivatives of other equations and, as
/// candidate columns, the highest-derivative variables in them that are derivatives of other
/// variables. It picks as many columns as rows with a nonsingular Jacobian: those are dummies.
/// Level j+1 takes the predecessors of the level-j rows (if they are derivatives themselves) and
/// the predecessors of the level-j dummies (if they are derivatives themselves), and so on.
/// The rows split into independent blocks (connected components), each solved densely.
///
/// Column choice, per block: candidates are ranked by state_preference[pred(c)] ascending (a
/// high value keeps pred(c) a state; empty = all 0), then by derivative order descending (so
/// derivatives created only by index reduction, like der(der(x)), become dummies before the
/// model's own ones), then by index. A greedy selection over this ranking picks, within each
/// group of equal rank, the column with the largest residual after projecting out the columns
/// already chosen (column-pivoted QR / modified Gram–Schmidt). Throws StructuralError if a block
/// has fewer candidates than rows or its Jacobian has no nonsingular choice.
std::vector<char> select_dummy_derivatives(const IndexReduction& ir, JacobianOracle& oracle,
                                           std::span<const double> state_preference = {});

}  // namespace acausal::structure
