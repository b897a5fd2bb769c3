#pragma once
// The immutable result of compilation: evaluation programs for the residual,
// its Jacobian, the initialisation system and the output signals, with their
// sparsity patterns and names. Shared read-only between simulations; each
// simulation owns a Workspace (see solvers/simulation.hpp).
#include <functional>
#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/codegen/options.hpp"
#include "core/compile/causal_sequence.hpp"
#include "core/compile/events.hpp"
#include "core/compile/program.hpp"
#include "core/compile/sparsity_pattern.hpp"
#include "core/compile/time_scales.hpp"
#include "core/model/model.hpp"
#include "core/passes/analyse.hpp"
#include "core/results/signal_info.hpp"

namespace acausal {

struct PassRecord {
  std::string name;
  double seconds = 0.0;
  std::string summary;
  std::string dump;   // filled when the pass was asked to dump
  PassTimings parts;  // the pass's own parts (e.g. analyse: matching, pantelides, ...)
};

struct CompileOptions {
  /// Pass names ("flatten", "simplify", "analyse", "lower") whose output is dumped.
  std::set<std::string> dump_after;
  /// Called after each pass (with its dump, if asked for), also when a later pass fails.
  std::function<void(const PassRecord&)> on_pass;
  /// Generated C code or the interpreter (core/codegen); by default generated code
  /// where a C compiler is found ($ACAUSAL_CODEGEN=off|on|auto changes the default).
  CodegenOptions codegen;
  /// Algebraic loops (BLT blocks) of more equations than this are solved whole
  /// with a sparse LU in the causal sequence instead of being torn.
  int max_torn_block = kDefaultMaxTornBlock;
  /// Fold parameter values into the equations (core/passes/evaluate_parameters;
  /// Modelica's Evaluate = true, Simscape's compile-time parameters): shorter
  /// residuals and Jacobians, but Simulation::set_parameter can then change
  /// only the parameters `tunable_parameters` keeps. Default: every parameter
  /// stays tunable.
  bool evaluate_parameters = false;
  /// With evaluate_parameters: paths or globs ('*', '?') of the parameters
  /// kept tunable; a pattern that matches no parameter is an error.
  std::vector<std::string> tunable_parameters;
  /// Compute the programs' parameter-only subexpressions once per parameter
  /// change (core/compile/derived_parameters.hpp) instead of at every call.
  /// Results are the same bits either way; off only to compare.
  bool derive_parameter_expressions = true;
};

struct CompileReport {
  std::vector<PassRecord> passes;
  int flat_equations = 0;
  int flat_unknowns = 0;
  int simplified_equations = 0;
  int simplified_unknowns = 0;
  int aliases = 0;
  int parameters = 0;
  int evaluated_parameters = 0;  // folded into the equations (CompileOptions::evaluate_parameters)
  int derived_parameters = 0;    // parameter-only subexpressions computed once per parameter change
  int dae_size = 0;
  int index_reduction_differentiations = 0;
  std::vector<std::string> differentiated_equations;
  std::vector<std::string> dummy_derivatives;
  std::vector<std::string> states;
  std::vector<BlockSummary> blocks;
  int jacobian_nonzeros = 0;
  int residual_instructions = 0;
  std::string causal_summary;  // CausalSequence::describe()
  CodegenResult codegen;       // whether the programs run generated code, and its cost
  double total_seconds() const;
  /// Human-readable summary (what `acausal check` prints). Its lists name the
  /// first 40 entries and count the rest; the vectors above hold them all.
  std::string describe() const;
};

/// A matrix program: outputs are the nonzeros of a sparse matrix in CSC order.
struct SparseProgram {
  SparsityPattern pattern;
  Program values;
};

/// The initialisation system's own programs (core/compile/init_system.hpp).
/// Its first rows are the DAE's F, evaluated by the DAE's residual and
/// Jacobian programs at y = z[0, n) and the states' y' from z[n, ...): the
/// largest programs of a model are not built twice. InitEvaluation
/// (core/compile/init_evaluation.hpp) puts the pieces together.
struct InitPrograms {
  Program conditions;            // the initial conditions' residuals, over z
  SparsityPattern pattern;       // the Jacobian of (F, conditions) with respect to z
  std::vector<int> from_dae;     // each DAE Jacobian value's place in pattern (-1: dF/dy' only)
  Program other_values;          // the rest of pattern: dF/dy' of the states, the conditions' rows
  std::vector<int> other_place;  // each of other_values' outputs' place in pattern
};

class CompiledModel {
 public:
  std::string name;
  std::vector<DaeComponent> components;   // y
  std::vector<ParameterDecl> parameters;  // with default values
  std::unordered_map<std::string, int> parameter_index;
  /// Forwarded names that stand for several parameters (all their slots).
  std::unordered_map<std::string, std::vector<int>> parameter_groups;
  /// parameters[k] was folded into the equations at compile time
  /// (CompileOptions::evaluate_parameters): its value is fixed.
  std::vector<bool> parameter_evaluated;
  /// The parameter-only subexpressions of the programs below, over the
  /// declared parameters (core/compile/derived_parameters.hpp): output k is
  /// parameter slot parameters.size() + k.
  Program derived_parameters;
  EquationOrigins residual_origin;  // equation behind F_i

  Program residual;        // F(t, y, y')
  SparseProgram jacobian;  // dF/dy + cj dF/dy'
  CausalSequence causal;   // F solved for (y' of states, y of the rest): x' = f(t, x)

  // Initialisation: unknowns z = [y, y' of the states], equations F = 0 plus
  // the initial conditions.
  std::vector<int> state_components;  // y index of each state
  InitPrograms init;
  EquationOrigins init_equation_origin;

  std::vector<std::string> signal_names;  // results columns after time
  std::vector<SignalInfo> signal_info;    // their units, descriptions and aliases
  Program signals;

  EventSystem events;      // discrete state, relations, when-clauses
  TimeScales time_scales;  // of the sources, bounding the integrators' steps

  CompileReport report;

  int size() const { return static_cast<int>(components.size()); }
  /// The vector of parameter slots the programs read, at the declared values:
  /// the parameters' values, then the derived ones.
  std::vector<double> parameter_values() const;
  /// Recomputes the derived slots of `values` (parameter_values()'s layout)
  /// after its declared parameters changed.
  void update_derived_parameters(std::vector<double>& values) const;
  int parameter(const std::string& path) const;  // index; throws ModelError naming near misses
  /// Every index `path` names: parameter(path), or all of a forwarded group.
  std::vector<int> parameters_named(const std::string& path) const;
  /// Whether parameters[k] was folded into the equations (its value is fixed).
  bool parameter_is_evaluated(int k) const {
    return static_cast<std::size_t>(k) < parameter_evaluated.size() &&
           parameter_evaluated[static_cast<std::size_t>(k)];
  }
};

/// Runs the pipeline flatten -> simplify -> analyse -> lower.
std::shared_ptr<const CompiledModel> compile(const Model& model,
                                             const CompileOptions& options = {});

}  // namespace acausal
