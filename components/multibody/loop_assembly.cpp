#include "components/multibody/loop_assembly.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include <fmt/format.h>
#include <Eigen/Dense>

#include "core/errors.hpp"
#include "core/expr/differentiate.hpp"
#include "core/expr/evaluate.hpp"
#include "core/expr/print.hpp"
#include "core/expr/traversal.hpp"
#include "core/log.hpp"

namespace acausal::multibody {
namespace {

constexpr int kMaxIterations = 200;
constexpr double kTolerance = 1e-11;  // m or rad: far below any loop's size
constexpr double kMaxStep = 0.5;      // rad or m per iteration: no jumps to a far branch
// Smallest / largest singular value of the equilibrated closure Jacobian at a
// singular position: near a double root the converged iterate is about
// sqrt(kTolerance) off the position itself, so the ratio is ~1e-5 there.
constexpr double kSingular = 1e-4;

/// Variables tied by equations x = ±y (connections, a joint's axis flange,
/// an inertia's flanges): one quantity under several names.
class AliasClasses {
 public:
  explicit AliasClasses(std::size_t n) : parent_(n), sign_(n, 1.0) {
    for (std::size_t i = 0; i < n; ++i) parent_[i] = static_cast<int>(i);
  }
  /// (root, s) with value(i) = s * value(root).
  std::pair<int, double> find(int i) {
    double s = 1.0;
    int r = i;
    while (parent_[static_cast<std::size_t>(r)] != r) {
      s *= sign_[static_cast<std::size_t>(r)];
      r = parent_[static_cast<std::size_t>(r)];
    }
    // Path compression with the accumulated signs.
    double t = s;
    for (int k = i; parent_[static_cast<std::size_t>(k)] != k;) {
      const int next = parent_[static_cast<std::size_t>(k)];
      const double next_sign = t * sign_[static_cast<std::size_t>(k)];
      parent_[static_cast<std::size_t>(k)] = r;
      sign_[static_cast<std::size_t>(k)] = t;
      t = next_sign;
      k = next;
    }
    return {r, s};
  }
  /// value(a) = s * value(b)
  void join(int a, int b, double s) {
    auto [ra, sa] = find(a);
    auto [rb, sb] = find(b);
    if (ra == rb) return;
    // value(ra) = value(a)/sa = s*value(b)/sa = s*sb/sa * value(rb)
    parent_[static_cast<std::size_t>(ra)] = rb;
    sign_[static_cast<std::size_t>(ra)] = s * sb / sa;
  }

 private:
  std::vector<int> parent_;
  std::vector<double> sign_;
};

bool has_unknowns(const Expr& e) {
  bool found = false;
  post_order({e}, [&](const Expr& n) {
    const Op op = n.op();
    if (op == Op::Variable || op == Op::Der || op == Op::Discrete || op == Op::Pre ||
        op == Op::Sample || op == Op::Call)
      found = true;
  });
  return found;
}

/// A variable, or minus a variable: (its index, ±1).
std::optional<std::pair<int, double>> signed_variable(
    const Expr& e, const std::unordered_map<const void*, int>& index) {
  double s = 1.0;
  Expr x = e;
  if (x.op() == Op::Neg) {
    s = -1.0;
    x = x.arg(0);
  }
  if (x.op() != Op::Variable) return std::nullopt;
  auto it = index.find(x.id());
  if (it == index.end()) return std::nullopt;
  return std::pair{it->second, s};
}

/// What holds a joint coordinate before the loops are assembled.
struct Coordinate {
  int variable = -1;  // index into flat.variables
  int root = -1;      // its alias class
  double sign = 1.0;  // value = sign * value(root)
  bool held = false;
  std::string why;  // what holds it, for messages
  double value = 0.0;
};

std::string format_value(double v) {
  return fmt::format("{:.6g}", std::fabs(v) < 1e-15 ? 0.0 : v);
}

std::string join(const std::vector<std::string>& names) {
  std::string s;
  for (std::size_t i = 0; i < names.size(); ++i) s += (i ? ", '" : "'") + names[i] + "'";
  return s;
}

}  // namespace

void assemble_loops(const std::vector<LoopClosure>& loops, FlatSystem& flat) {
  if (loops.empty()) return;
  std::unordered_map<const void*, int> index;
  for (std::size_t i = 0; i < flat.variables.size(); ++i)
    index[flat.variables[i].symbol.id()] = static_cast<int>(i);
  std::unordered_map<std::uint64_t, double> parameter_value;
  for (const FlatParameter& p : flat.parameters)
    parameter_value[p.decl.symbol.symbol_id()] = p.decl.value;

  // Residues of every loop, in one system (loops may share joints).
  struct Row {
    std::size_t loop;
    Expr residue;
    std::string name;
    std::string unit;
  };
  std::vector<Row> rows;
  for (std::size_t l = 0; l < loops.size(); ++l)
    for (std::size_t k = 0; k < loops[l].residues.size(); ++k)
      rows.push_back(
          {l, loops[l].residues[k], loops[l].residue_names[k], loops[l].residue_units[k]});
  if (rows.empty()) return;

  // The joint coordinates the residues depend on, in order of appearance.
  std::vector<Coordinate> coords;
  std::unordered_map<const void*, std::size_t> coord_of;  // symbol -> coords index
  {
    std::vector<Expr> roots;
    for (const Row& r : rows) roots.push_back(r.residue);
    bool foreign = false;
    post_order(roots, [&](const Expr& n) {
      if (n.op() == Op::Variable) {
        auto it = index.find(n.id());
        if (it == index.end()) {
          foreign = true;
          return;
        }
        if (coord_of.emplace(n.id(), coords.size()).second)
          coords.push_back(Coordinate{.variable = it->second});
      } else if (n.op() != Op::Constant && n.op() != Op::Parameter && n.num_args() == 0) {
        foreign = true;  // time, discrete values: not a position-level closure
      }
    });
    if (foreign) return;
  }

  // What holds each coordinate: a fixed start value or an equation with no
  // other unknowns (a motion source, a constant), through its aliases.
  AliasClasses classes(flat.variables.size());
  std::map<int, std::pair<double, std::string>> bound;  // root -> value of root, origin
  std::vector<std::pair<int, const FlatEquation*>> bindings;
  // A closure residue that is a coordinate itself (a FreeMotion's offset
  // under a constraint joint: r_rel_a[i] = 0) is what the assembly solves,
  // not something that holds the coordinate beforehand.
  std::unordered_set<const void*> closure_residues;
  for (const LoopClosure& loop : loops)
    for (const Expr& r : loop.residues) closure_residues.insert(r.id());
  for (const FlatEquation& e : flat.equations) {
    if (closure_residues.count(e.lhs.id())) continue;
    const auto a = signed_variable(e.lhs, index);
    const auto b = signed_variable(e.rhs, index);
    if (a && b) {
      classes.join(a->first, b->first, a->second * b->second);
    } else if (a && !has_unknowns(e.rhs)) {
      bindings.push_back({a->first, &e});
    } else if (b && !has_unknowns(e.lhs)) {
      bindings.push_back({b->first, &e});
    }
  }
  auto leaf = [&](const Expr& n) -> double {
    if (n.op() == Op::Parameter) {
      auto it = parameter_value.find(n.symbol_id());
      return it == parameter_value.end() ? std::numeric_limits<double>::quiet_NaN() : it->second;
    }
    if (n.op() == Op::Time) return 0.0;  // runs start at t = 0 unless told otherwise
    return std::numeric_limits<double>::quiet_NaN();
  };
  for (const auto& [variable, e] : bindings) {
    const bool lhs_is_variable = signed_variable(e->lhs, index).has_value();
    const Expr& side = lhs_is_variable ? e->lhs : e->rhs;
    const double s = side.op() == Op::Neg ? -1.0 : 1.0;
    double v = 0;
    try {
      v = s * evaluate(lhs_is_variable ? e->rhs : e->lhs, leaf);
    } catch (const std::exception&) {
      continue;
    }
    if (!std::isfinite(v)) continue;
    auto [root, sign] = classes.find(variable);
    bound.try_emplace(root, v / sign,
                      fmt::format("equation {} = {}", to_string(e->lhs), to_string(e->rhs)));
  }
  std::map<int, std::vector<int>> members;  // root -> variables (only for coordinate classes)
  for (Coordinate& c : coords) {
    std::tie(c.root, c.sign) = classes.find(c.variable);
    members[c.root];
  }
  for (std::size_t i = 0; i < flat.variables.size(); ++i) {
    const int r = classes.find(static_cast<int>(i)).first;
    if (auto it = members.find(r); it != members.end()) it->second.push_back(static_cast<int>(i));
  }
  for (Coordinate& c : coords) {
    const FlatVariable& own = flat.variables[static_cast<std::size_t>(c.variable)];
    std::optional<double> guess = own.options.start;
    for (int m : members[c.root]) {
      const FlatVariable& v = flat.variables[static_cast<std::size_t>(m)];
      const double s = classes.find(m).second;
      if (v.options.fixed && v.options.start && !c.held) {
        c.held = true;
        c.value = c.sign * (*v.options.start / s);
        c.why = v.name == own.name ? "fixed start value"
                                   : fmt::format("fixed start value of '{}'", v.name);
      }
      if (!guess && v.options.start) guess = c.sign * (*v.options.start / s);
    }
    if (!c.held) {
      if (auto it = bound.find(c.root); it != bound.end()) {
        c.held = true;
        c.value = c.sign * it->second.first;
        c.why = it->second.second;
      }
    }
    if (!c.held) c.value = guess.value_or(0.0);
  }

  std::vector<std::size_t> free;
  for (std::size_t k = 0; k < coords.size(); ++k)
    if (!coords[k].held) free.push_back(k);
  const auto m = static_cast<Eigen::Index>(rows.size());
  const auto n = static_cast<Eigen::Index>(free.size());

  std::vector<double> x(coords.size());
  for (std::size_t k = 0; k < coords.size(); ++k) x[k] = coords[k].value;
  auto value_leaf = [&](const std::vector<double>& at) {
    return [&](const Expr& node) -> double {
      if (node.op() == Op::Variable) return at[coord_of.at(node.id())];
      return leaf(node);
    };
  };
  auto residual = [&](const std::vector<double>& at) {
    Eigen::VectorXd r(m);
    const auto lv = value_leaf(at);
    for (Eigen::Index i = 0; i < m; ++i)
      r[i] = evaluate(rows[static_cast<std::size_t>(i)].residue, lv);
    return r;
  };
  // Symbolic partial derivatives, evaluated at each iterate.
  std::vector<std::vector<Expr>> partials(rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i)
    for (std::size_t j : free)
      partials[i].push_back(partial(
          rows[i].residue, flat.variables[static_cast<std::size_t>(coords[j].variable)].symbol));
  auto jacobian = [&](const std::vector<double>& at) {
    Eigen::MatrixXd jac(m, n);
    const auto lv = value_leaf(at);
    for (Eigen::Index i = 0; i < m; ++i)
      for (Eigen::Index j = 0; j < n; ++j) {
        const Expr& d = partials[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
        jac(i, j) = d.is_constant() ? d.value() : evaluate(d, lv);
      }
    return jac;
  };

  Eigen::VectorXd r = residual(x);
  if (!r.allFinite()) return;  // parameters not known here: leave it to the initialisation
  const std::vector<double> start = x;
  int iterations = 0;
  if (n > 0) {
    double cost = 0.5 * r.squaredNorm();
    double damping = -1;
    for (; iterations < kMaxIterations && r.lpNorm<Eigen::Infinity>() > kTolerance; ++iterations) {
      const Eigen::MatrixXd jac = jacobian(x);
      if (!jac.allFinite()) return;
      const Eigen::MatrixXd normal = jac.transpose() * jac;
      const Eigen::VectorXd gradient = jac.transpose() * r;
      const double scale = std::max(normal.diagonal().maxCoeff(), 1e-12);
      if (damping < 0) damping = 1e-6 * scale;
      bool improved = false;
      for (int attempt = 0; attempt < 40 && !improved; ++attempt) {
        Eigen::MatrixXd a = normal;
        a.diagonal().array() += damping;
        Eigen::VectorXd step = -a.ldlt().solve(gradient);
        const double largest = step.lpNorm<Eigen::Infinity>();
        if (!std::isfinite(largest)) break;
        if (largest > kMaxStep) step *= kMaxStep / largest;
        std::vector<double> trial = x;
        for (Eigen::Index j = 0; j < n; ++j) trial[free[static_cast<std::size_t>(j)]] += step[j];
        const Eigen::VectorXd r_trial = residual(trial);
        const double trial_cost = 0.5 * r_trial.squaredNorm();
        if (r_trial.allFinite() && trial_cost < cost) {
          x = std::move(trial);
          r = r_trial;
          cost = trial_cost;
          damping = std::max(damping / 10, 1e-15 * scale);
          improved = true;
        } else {
          damping *= 8;
        }
      }
      if (!improved) break;
    }
  }

  auto loop_label = [&](std::size_t l) {
    const LoopClosure& loop = loops[l];
    return fmt::format("the kinematic loop closed by {} '{}' ({})", loop.cut_type, loop.cut,
                       join(loop.loop));
  };
  auto held_text = [&](std::size_t l) {
    std::vector<std::string> parts;
    std::vector<Expr> roots(loops[l].residues.begin(), loops[l].residues.end());
    std::vector<std::size_t> used;
    post_order(roots, [&](const Expr& node) {
      if (node.op() == Op::Variable) used.push_back(coord_of.at(node.id()));
    });
    std::sort(used.begin(), used.end());
    for (std::size_t k : used)
      if (coords[k].held)
        parts.push_back(fmt::format(
            "{} = {} ({})", flat.variables[static_cast<std::size_t>(coords[k].variable)].name,
            format_value(coords[k].value), coords[k].why));
    if (parts.empty()) return std::string();
    std::string s = " Held while assembling: ";
    for (std::size_t i = 0; i < parts.size(); ++i) s += (i ? "; " : "") + parts[i];
    return s + ".";
  };

  // Not closed: report the loop with the largest residue.
  if (!(r.lpNorm<Eigen::Infinity>() <= kTolerance)) {
    Eigen::Index worst = 0;
    r.cwiseAbs().maxCoeff(&worst);
    const Row& row = rows[static_cast<std::size_t>(worst)];
    const std::string held = held_text(row.loop);
    throw ModelError(fmt::format(
        "multibody: {} cannot be assembled near the start values: the closest configuration "
        "found leaves its {} at {:.3g} {}.{} Check the lengths and axes of the loop's parts{}; "
        "if the loop can close, give start values (set_start) of its joints near a closed "
        "position.",
        loop_label(row.loop), row.name, r[worst], row.unit, held,
        held.empty() ? "" : " and whether those start values can hold together"));
  }

  // A planar cut joint's loop must move in its plane.
  for (std::size_t l = 0; l < loops.size(); ++l)
    for (const Expr& e : loops[l].planar) {
      const double v = evaluate(e, value_leaf(x));
      if (std::fabs(v) > 1e-9)
        throw ModelError(fmt::format(
            "multibody: {} '{}' closes a loop that does not move in the plane normal to its axis "
            "n: assembled, its frame_b is off frame_a by {:.3g} along n or turned out of that "
            "plane ({}). A RevolutePlanarLoopConstraint belongs in a planar loop (every revolute "
            "axis parallel to n, every prismatic axis normal to it); use a Revolute with "
            "closes_loop instead, or correct the axes of the loop's joints.",
            loops[l].cut_type, loops[l].cut, v, join(loops[l].loop)));
    }

  // Rank of the closure at the solution. With respect to every coordinate:
  // deficient at and near the solution, the constraints are redundant. With
  // respect to the free ones: deficient because too many are held, the start
  // values over-determine the loop; deficient only here, the loop sits at a
  // singular position where two assembly branches meet.
  if (m > 0) {
    // Rank after scaling every column to unit norm, so that the units of the
    // coordinates (rad, m) and the sizes of the parts do not decide. (Rows
    // are not scaled: a residue that vanishes to first order at a singular
    // position would be blown up again.)
    auto svd_rank_deficient = [](Eigen::MatrixXd a, double tolerance) {
      if (a.cols() < a.rows()) return true;
      // Round-off (a column that vanishes but for 1e-17 terms) stays zero.
      const double top = a.cwiseAbs().maxCoeff();
      for (Eigen::Index j = 0; j < a.cols(); ++j) {
        const double c = a.col(j).norm();
        a.col(j) =
            c > 1e-12 * top ? Eigen::VectorXd(a.col(j) / c) : Eigen::VectorXd::Zero(a.rows());
      }
      const Eigen::VectorXd sv = Eigen::JacobiSVD<Eigen::MatrixXd>(a).singularValues();
      return sv.size() == 0 || sv[sv.size() - 1] <= tolerance * std::max(sv[0], 1e-300);
    };
    // Jacobian with respect to every coordinate (held ones too).
    std::vector<std::vector<Expr>> all_partials(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i)
      for (const Coordinate& c : coords)
        all_partials[i].push_back(
            partial(rows[i].residue, flat.variables[static_cast<std::size_t>(c.variable)].symbol));
    auto jacobian_all = [&](const std::vector<double>& at) {
      Eigen::MatrixXd jac(m, static_cast<Eigen::Index>(coords.size()));
      const auto lv = value_leaf(at);
      for (Eigen::Index i = 0; i < m; ++i)
        for (Eigen::Index j = 0; j < jac.cols(); ++j)
          jac(i, j) =
              evaluate(all_partials[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)], lv);
      return jac;
    };
    auto loops_of_null_rows = [&](const Eigen::MatrixXd& jac) {
      // Loops whose residues make up the dependent combination.
      Eigen::JacobiSVD<Eigen::MatrixXd> svd(jac, Eigen::ComputeFullU);
      const Eigen::VectorXd u = svd.matrixU().col(m - 1);
      std::vector<std::size_t> involved;
      for (Eigen::Index i = 0; i < m; ++i)
        if (std::fabs(u[i]) > 0.1) {
          const std::size_t l = rows[static_cast<std::size_t>(i)].loop;
          if (std::find(involved.begin(), involved.end(), l) == involved.end())
            involved.push_back(l);
        }
      if (involved.empty()) involved.push_back(rows.front().loop);
      std::string which;
      for (std::size_t l : involved) which += (which.empty() ? "" : "; ") + loop_label(l);
      return std::pair{involved, which};
    };
    std::vector<double> nudged = x;
    for (std::size_t j = 0; j < coords.size(); ++j)
      nudged[j] += 1e-3 * (1.0 + 0.37 * static_cast<double>(j % 5));
    const Eigen::MatrixXd jac_all = jacobian_all(x);
    if (svd_rank_deficient(jac_all, kSingular) && svd_rank_deficient(jacobian_all(nudged), 1e-6)) {
      throw ModelError(fmt::format(
          "multibody: the closure constraints of {} are redundant at every position: the loop "
          "moves in a plane (or is closed twice) in a way the assembler does not recognise, so "
          "some cut forces are undetermined and the solver would stop at a singular Jacobian. "
          "Close a planar loop with a RevolutePlanarLoopConstraint (MSL "
          "Joints.RevolutePlanarLoopConstraint) at one of its revolute joints, or place the cut "
          "(closes_loop) at a joint whose axis is a coordinate axis of its frames.",
          loops_of_null_rows(jac_all).second));
    }
    const Eigen::MatrixXd jac = n > 0 ? jacobian(x) : Eigen::MatrixXd(m, 0);
    if (svd_rank_deficient(jac, kSingular)) {
      // Held coordinates against the free ones: does the deficiency persist
      // away from here (with the held values kept)?
      std::vector<double> nudged_free = x;
      for (std::size_t j = 0; j < free.size(); ++j)
        nudged_free[free[j]] += 1e-3 * (1.0 + 0.37 * static_cast<double>(j % 5));
      const auto [involved, which] = loops_of_null_rows(jac_all.rows() ? jac : jac_all);
      if (n < m || svd_rank_deficient(jacobian(nudged_free), 1e-6)) {
        std::string held;
        for (std::size_t l : involved) held += held_text(l);
        throw ModelError(fmt::format(
            "multibody: the start values over-determine {}: the joints held at given positions "
            "leave the loop fewer degrees of freedom than its closure needs, so the "
            "initialisation would have more conditions than unknowns.{} Give fewer fixed start "
            "values (or motion sources) on the loop's joints: as many as the loop has degrees of "
            "freedom.",
            which, held));
      }
      // The free joints that move without opening the loop (null direction).
      Eigen::JacobiSVD<Eigen::MatrixXd> svd(jac, Eigen::ComputeFullV);
      const Eigen::VectorXd v = svd.matrixV().col(n - 1);
      std::vector<std::string> moving;
      for (Eigen::Index j = 0; j < n; ++j)
        if (std::fabs(v[j]) > 0.2)
          moving.push_back(flat.variables[static_cast<std::size_t>(
                                              coords[free[static_cast<std::size_t>(j)]].variable)]
                               .name);
      std::string at;
      for (std::size_t j : free)
        at += fmt::format("{}{} = {}", at.empty() ? "" : ", ",
                          flat.variables[static_cast<std::size_t>(coords[j].variable)].name,
                          format_value(x[j]));
      throw ModelError(fmt::format(
          "multibody: {} is ambiguous: assembled from the start values it sits at a singular "
          "position ({}), where its joints {} can move without opening the loop and two "
          "assembly branches meet, so the motion from there is not determined. Give start "
          "values (set_start) that place the loop clearly on one branch, away from this "
          "position.",
          which, at, join(moving)));
    }
  }

  // The assembled positions become the start values of the free coordinates
  // and of their aliases (never of a fixed one).
  auto log = logger();
  for (std::size_t j : free) {
    const Coordinate& c = coords[j];
    const double root_value = x[j] / c.sign;
    for (int member : members[c.root]) {
      FlatVariable& v = flat.variables[static_cast<std::size_t>(member)];
      if (v.options.fixed && v.options.start) continue;
      v.options.start = classes.find(member).second * root_value;
    }
    if (std::fabs(x[j] - start[j]) > 1e-9)
      log->debug("multibody: loop assembly moved the start of {} from {} to {}",
                 flat.variables[static_cast<std::size_t>(c.variable)].name, format_value(start[j]),
                 format_value(x[j]));
  }
  log->debug("multibody: {} loop(s) assembled in {} iterations", loops.size(), iterations);
}

}  // namespace acausal::multibody
