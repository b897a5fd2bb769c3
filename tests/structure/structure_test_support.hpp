#pragma once
// Symbol-free test doubles for the structural algorithms: models are incidence lists with named
// variables, and differentiation follows the structural rule only.
#include <algorithm>
#include <functional>
#include <map>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include <Eigen/Dense>

#include "core/structure/dummy_derivatives.hpp"
#include "core/structure/incidence.hpp"
#include "core/structure/pantelides.hpp"

namespace acausal::structure::testing {

/// A DAE as incidence lists. state("x") creates x and der(x); var("y") an algebraic unknown.
struct TestModel {
  IncidenceGraph graph;
  std::vector<int> var_derivative;
  std::vector<std::string> names;
  std::vector<char> linear;  // per equation: linear with constant coefficients

  int var(const std::string& name) {
    names.push_back(name);
    var_derivative.push_back(-1);
    return graph.num_vars++;
  }
  int state(const std::string& name) {
    const int v = var(name);
    const int dv = var("der(" + name + ")");
    var_derivative[v] = dv;
    return v;
  }
  int der(int v) const { return var_derivative[v]; }
  int eq(std::vector<int> vars, bool is_linear = false) {
    std::sort(vars.begin(), vars.end());
    vars.erase(std::unique(vars.begin(), vars.end()), vars.end());
    graph.eq_vars.push_back(std::move(vars));
    linear.push_back(is_linear ? 1 : 0);
    return graph.num_eqs() - 1;
  }
};

/// Differentiates structurally: der(e) contains der(v) for every v in e, and v itself unless e
/// is linear with constant coefficients.
class TestHost : public DifferentiationHost {
 public:
  explicit TestHost(const TestModel& model)
      : graph(model.graph), var_derivative(model.var_derivative), linear(model.linear) {}

  int derivative_of(int v) override {
    ++derivative_calls;
    if (var_derivative[v] >= 0) return var_derivative[v];
    var_derivative[v] = graph.num_vars++;
    var_derivative.push_back(-1);
    return var_derivative[v];
  }

  std::vector<int> differentiate(int e) override {
    differentiated.push_back(e);
    std::vector<int> row;
    const std::vector<int> vars = graph.eq_vars[e];  // copy: the push below may reallocate
    for (const int v : vars) {
      if (!linear[e]) row.push_back(v);
      row.push_back(derivative_of(v));
    }
    std::sort(row.begin(), row.end());
    row.erase(std::unique(row.begin(), row.end()), row.end());
    graph.eq_vars.push_back(row);
    linear.push_back(linear[e]);
    return row;
  }

  IncidenceGraph graph;
  std::vector<int> var_derivative;
  std::vector<char> linear;
  std::vector<int> differentiated;  // arguments of differentiate(), in call order
  int derivative_calls = 0;
};

/// Jacobian oracle backed by a partial-derivative callback; records the blocks it was asked for.
class CallbackOracle : public JacobianOracle {
 public:
  explicit CallbackOracle(std::function<double(int eq, int var)> partial)
      : partial_(std::move(partial)) {}

  Eigen::MatrixXd jacobian(std::span<const int> eqs, std::span<const int> vars) override {
    calls.emplace_back(std::vector<int>(eqs.begin(), eqs.end()),
                       std::vector<int>(vars.begin(), vars.end()));
    Eigen::MatrixXd jac(static_cast<Eigen::Index>(eqs.size()),
                        static_cast<Eigen::Index>(vars.size()));
    for (std::size_t i = 0; i < eqs.size(); ++i) {
      for (std::size_t j = 0; j < vars.size(); ++j) {
        jac(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(j)) = partial_(eqs[i], vars[j]);
      }
    }
    return jac;
  }

  std::vector<std::pair<std::vector<int>, std::vector<int>>> calls;

 private:
  std::function<double(int, int)> partial_;
};

/// Partials of linear constant-coefficient equations: coefficients of the original equations,
/// and d der(e) / d der(v) = d e / d v for their derivatives.
inline std::function<double(int, int)> linear_partials(
    const IndexReduction& ir, std::map<std::pair<int, int>, double> original) {
  std::vector<int> eq_pred(ir.eq_derivative.size(), -1);
  for (std::size_t e = 0; e < ir.eq_derivative.size(); ++e) {
    if (ir.eq_derivative[e] >= 0) eq_pred[ir.eq_derivative[e]] = static_cast<int>(e);
  }
  std::vector<int> var_pred(ir.var_derivative.size(), -1);
  for (std::size_t v = 0; v < ir.var_derivative.size(); ++v) {
    if (ir.var_derivative[v] >= 0) var_pred[ir.var_derivative[v]] = static_cast<int>(v);
  }
  return [eq_pred, var_pred, original = std::move(original)](int e, int v) {
    while (eq_pred[e] >= 0) {
      if (var_pred[v] < 0) return 0.0;
      e = eq_pred[e];
      v = var_pred[v];
    }
    const auto it = original.find({e, v});
    return it == original.end() ? 0.0 : it->second;
  };
}

/// The states left after dummy selection: differentiated variables whose derivative is not a
/// dummy.
inline std::vector<int> states_of(const IndexReduction& ir, const std::vector<char>& dummy) {
  std::vector<int> states;
  for (int v = 0; v < ir.graph.num_vars; ++v) {
    const int dv = ir.var_derivative[v];
    if (dv >= 0 && !dummy[dv]) states.push_back(v);
  }
  return states;
}

}  // namespace acausal::structure::testing
